'use client';

/**
 * The `/beauty-pass/points` island (issue 9, SPEC §3): every points entry, newest first — date, the source in
 * words (orders linked), points with their sign — a page of `pageSize` at a time. Empty state; a guest is
 * invited to sign in.
 */
import { useId, useMemo, useState } from 'react';
import { fill } from '@/lib/i18n/plural-templates';
import { formatDateTime } from '../orders/order-format';
import { BeautyPassFailed, BeautyPassGuest, BeautyPassLoading } from './BeautyPassDashboard';
import { beautyPassFormats, signedPoints } from './format';
import type { BeautyPassProps } from './labels';
import { sourceWords } from './point-source';
import { useBeautyPass, type LoadPass } from './use-beauty-pass';

export const POINTS_PAGE_SIZE = 20;

export interface PointsSummaryProps extends BeautyPassProps {
  load?: LoadPass;
  pageSize?: number;
}

export function PointsSummary({ load, pageSize = POINTS_PAGE_SIZE, ...props }: PointsSummaryProps) {
  const [result, retry] = useBeautyPass(props.api, load);
  const { labels, paths } = props;
  if (result.state === 'loading') return <BeautyPassLoading label={labels.loading} />;
  if (result.state === 'failed') return <BeautyPassFailed labels={labels} retry={retry} />;
  if (result.state === 'guest') return <BeautyPassGuest labels={labels} paths={paths} returnTo={paths.points} />;
  return <Log {...props} log={result.pass.log} pageSize={pageSize} />;
}

function Log({ log, pageSize, labels, paths, money, timeZone }: BeautyPassProps & { log: { id: string; points: number; source: string; reference: string | null; createdAt: string }[]; pageSize: number }) {
  const ids = useId();
  const [page, setPage] = useState(0);
  const formats = useMemo(() => beautyPassFormats({ money, timeZone }), [money, timeZone]);
  if (!log.length) {
    return (
      <div className="bp-empty">
        <p>{labels['log.empty']}</p>
        <a className="button" href={paths.newArrivals}>{labels['log.shop']}</a>
      </div>
    );
  }
  const pages = Math.ceil(log.length / pageSize);
  const shown = log.slice(page * pageSize, (page + 1) * pageSize);
  return (
    <>
      <p className="bp-note">{labels['points.delay']}</p>
      <table className="bp-log" aria-describedby={`${ids}-page`}>
        <caption className="visually-hidden">{labels['log.caption']}</caption>
        <thead>
          <tr>
            <th scope="col">{labels['log.date']}</th>
            <th scope="col">{labels['log.activity']}</th>
            <th scope="col" className="bp-log__points">{labels['log.points']}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((entry) => {
            const words = sourceWords(entry, labels);
            return (
              <tr key={entry.id} data-source={entry.source}>
                <td>{formatDateTime(entry.createdAt, { locale: money.locale, timeZone })}</td>
                <td>{words.order ? <a href={fill(paths.order, { number: words.order })}>{words.text}</a> : words.text}</td>
                <td className="bp-log__points" data-sign={entry.points < 0 ? 'minus' : 'plus'}>{signedPoints(entry.points, formats.number)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <nav className="bp-paging" aria-label={labels['log.paging']} hidden={pages < 2}>
        <button type="button" className="button button--secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>{labels['log.previous']}</button>
        <p id={`${ids}-page`} aria-live="polite">{fill(labels['log.page'], { page: formats.number(page + 1), pages: formats.number(pages) })}</p>
        <button type="button" className="button button--secondary" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>{labels['log.next']}</button>
      </nav>
      <p><a href={paths.dashboard}>{labels['log.back']}</a></p>
    </>
  );
}
