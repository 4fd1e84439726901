import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { RouteError } from '../components/layout/route-error';
import { loadNamespace } from '../i18n/lazy-namespaces';
import { AccountScreen } from '../routes/account';
import { assistantChatRoutes } from '../routes/assistant-chat/routes';
import { assistantsRoutes } from '../routes/assistants/routes';
import { ForgotPasswordScreen } from '../routes/forgot-password';
import { HomeScreen } from '../routes/home';
import { knowledgeRoutes } from '../routes/knowledge/routes';
import { ModelProvidersScreen } from '../routes/model-providers';
import { MyModelsScreen } from '../routes/my-models';
import { NewModelScreen } from '../routes/new-model';
import { NotFoundScreen } from '../routes/not-found';
import { researchRoutes } from '../routes/research/routes';
import { ResetPasswordScreen } from '../routes/reset-password';
import { SignInScreen } from '../routes/sign-in';
import { SignUpScreen } from '../routes/sign-up';
import { VerifyEmailScreen } from '../routes/verify-email';

/** Every screen of the app, inside the common layout. Paths are the ones email links point at. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeScreen /> },
      { path: 'sign-in', element: <SignInScreen /> },
      { path: 'sign-up', element: <SignUpScreen /> },
      { path: 'forgot-password', element: <ForgotPasswordScreen /> },
      { path: 'reset-password', element: <ResetPasswordScreen /> },
      { path: 'verify-email', element: <VerifyEmailScreen /> },
      { path: 'account', element: <AccountScreen /> },
      { path: 'settings/model-providers', element: <ModelProvidersScreen /> },
      {
        // Settings → API loads on demand, with its messages.
        path: 'settings/api',
        lazy: async () => {
          const [screen] = await Promise.all([import('../routes/api-settings'), loadNamespace('api')]);
          return { Component: screen.ApiSettingsScreen };
        },
      },
      {
        // The chat and its Markdown renderer load when it is opened.
        path: 'chat/:conversationId?',
        lazy: async () => ({ Component: (await import('../routes/chat')).ChatScreen }),
      },
      { path: 'models', element: <MyModelsScreen /> },
      { path: 'models/new', element: <NewModelScreen /> },
      {
        // Private companies' documents and their audit load on demand, with their messages (pdf.js later still).
        path: 'documents',
        lazy: async () => {
          const [screen] = await Promise.all([import('../routes/documents'), loadNamespace('documents')]);
          return { Component: screen.DocumentsScreen };
        },
      },
      {
        path: 'documents/:documentId/audit',
        lazy: async () => {
          const [screen] = await Promise.all([import('../routes/document-audit'), loadNamespace('documents')]);
          return { Component: screen.AuditScreen };
        },
      },
      {
        // The model view and its tabs load on demand, with the valuation engine they run.
        path: 'models/:modelId',
        lazy: async () => ({ Component: (await import('../routes/model-view')).ModelViewScreen }),
        children: [
          { index: true, element: <Navigate to="overview" replace /> },
          {
            path: 'overview',
            lazy: async () => ({ Component: (await import('../routes/model-view/overview')).OverviewTab }),
          },
          { path: 'wacc', lazy: async () => ({ Component: (await import('../routes/model-view/wacc')).WaccTab }) },
          { path: 'dcf', lazy: async () => ({ Component: (await import('../routes/model-view/dcf')).DcfTab }) },
          {
            path: 'sensitivity',
            lazy: async () => ({ Component: (await import('../routes/model-view/sensitivity')).SensitivityTab }),
          },
          {
            path: 'scenarios',
            lazy: async () => ({ Component: (await import('../routes/model-view/scenarios')).ScenariosTab }),
          },
          {
            path: 'monte-carlo',
            lazy: async () => ({ Component: (await import('../routes/model-view/monte-carlo')).MonteCarloTab }),
          },
          {
            path: 'comparables',
            lazy: async () => ({ Component: (await import('../routes/model-view/comparables')).ComparablesTab }),
          },
          {
            path: 'data-sheet',
            lazy: async () => ({ Component: (await import('../routes/model-view/data-sheet')).DataSheetTab }),
          },
          {
            path: 'key-metrics',
            lazy: async () => ({ Component: (await import('../routes/model-view/key-metrics')).KeyMetricsTab }),
          },
          {
            path: 'quarterly',
            lazy: async () => ({ Component: (await import('../routes/model-view/quarterly')).QuarterlyTab }),
          },
          {
            path: 'key-financials',
            lazy: async () => ({ Component: (await import('../routes/model-view/key-financials')).KeyFinancialsTab }),
          },
          {
            path: 'review',
            lazy: async () => ({ Component: (await import('../routes/model-view/review')).ReviewTab }),
          },
        ],
      },
      ...knowledgeRoutes,
      ...assistantChatRoutes,
      ...assistantsRoutes,
      ...researchRoutes,
      {
        // The file manager loads on demand, with the knowledge-base messages it shares.
        path: 'files',
        lazy: async () => {
          const [screen] = await Promise.all([import('../routes/files'), loadNamespace('knowledge')]);
          return { Component: screen.FilesScreen };
        },
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
