import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { TAppServices } from './services';
import { ServicesProvider } from './services-context';

/** Everything a screen needs from above: services, the query cache and translations. */
export function AppProviders({ services, children }: { services: TAppServices; children: ReactNode }) {
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <I18nextProvider i18n={services.i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}
