import { createContext, type ReactNode, use } from 'react';
import type { TAppServices } from './services';

const ServicesContext = createContext<TAppServices | null>(null);

/** Makes the app services available to every component below. */
export function ServicesProvider({ services, children }: { services: TAppServices; children: ReactNode }) {
  return <ServicesContext value={services}>{children}</ServicesContext>;
}

/** The app services; only valid below `ServicesProvider`. */
export function useServices(): TAppServices {
  const services = use(ServicesContext);
  if (!services) throw new Error('useServices must be used below ServicesProvider');
  return services;
}
