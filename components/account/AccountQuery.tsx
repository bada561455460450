'use client';

/**
 * The account query of the header's menu (SPEC §6: made only when the `jwt-data` cookie exists). Loaded
 * on demand by the menu when a session cookie is present, so a guest's pages do not ship the query layer.
 * Renders nothing; reports the account (or its absence) to the menu.
 */
import { useEffect, useState } from 'react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/api-client/query-client';
import { accountApi, type AccountSummary, type ApiLocale } from './account-api';

export interface AccountQueryProps {
  api: ApiLocale;
  onChange: (account: AccountSummary | undefined) => void;
  /** Tests and stories pass their own; the page shares one. */
  queryClient?: QueryClient;
}

let shared: QueryClient | undefined;

export default function AccountQuery({ queryClient, ...props }: AccountQueryProps) {
  const [client] = useState(() => queryClient ?? (shared ??= createQueryClient()));
  return (
    <QueryClientProvider client={client}>
      <Query {...props} />
    </QueryClientProvider>
  );
}

function Query({ api, onChange }: Omit<AccountQueryProps, 'queryClient'>) {
  const { data } = useQuery({ queryKey: ['account'], queryFn: ({ signal }) => accountApi(api).account(signal) });
  useEffect(() => onChange(data), [data, onChange]);
  return null;
}
