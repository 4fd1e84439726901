import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { DcfSteps } from './dcf-steps';
import { GetStarted } from './get-started';

/** The home screen: what Intrinsic is, how a DCF works, and what an account gives today. */
export function HomeScreen() {
  const { t } = useAppTranslation();
  useDocumentTitle(t('home:title'));
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t('home:eyebrow')}</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance text-ink sm:text-4xl">
        {t('home:heading')}
      </h1>
      <p className="mt-5 text-base leading-relaxed text-ink-muted sm:text-lg">{t('home:intro')}</p>
      <DcfSteps />
      <p className="mt-8 text-sm leading-relaxed text-ink-muted">{t('home:principle')}</p>
      <GetStarted />
    </div>
  );
}
