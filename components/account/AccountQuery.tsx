'use client';

/**
 * The account query of the header's menu (SPEC §6: made only when the `jwt-data` cookie exists). Loaded
 * on demand by the menu when a session cookie is present, so a guest's pages do not ship the query layer.
 * Renders nothing; reports the account (or its absence) to the menu. The page's query client (shared with
 * every island) holds the answer under `apiKey('account', …)`, so the review form's name prefill reuses it.
 */
import { useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useApiQuery } from '../query/use-api-query';
import { accountApi, accountKey, type AccountSummary, type ApiLocale } from './account-api';

export interface AccountQueryProps {
  api: ApiLocale;
  onChange: (account: AccountSummary | undefined) => void;
  /** Tests and stories pass their own; the page shares one. */
  queryClient?: QueryClient;
}

export default function AccountQuery({ queryClient, ...props }: AccountQueryProps) {
  if (!queryClient) return <Query {...props} />;
  return (
    <QueryClientProvider client={queryClient}>
      <Query {...props} />
    </QueryClientProvider>
  );
}

function Query({ api, onChange }: Omit<AccountQueryProps, 'queryClient'>) {
  const { data } = useApiQuery(accountKey(api), (signal) => accountApi(api).account(signal));
  useEffect(() => onChange(data), [data, onChange]);
  return null;
}
