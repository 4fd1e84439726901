import { userRoutes } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import type { TRouteRequest } from './client';
import { replaceSessionData, resetSessionData, UserKeys } from './query-client';
import type { TUser } from './session-storage';

/**
 * The signed-in user (a temporary one is created on first use). The copy kept in local storage is
 * shown while the server confirms it, so a returning visitor sees their name at once.
 */
export function useUserInfo() {
  const { api, session } = useServices();
  return useQuery({
    queryKey: UserKeys.info(),
    queryFn: async () => {
      const user = await api.request(userRoutes.info);
      session.saveUser(user);
      return user;
    },
    placeholderData: () => session.getUser() ?? undefined,
  });
}

/** A mutation whose answer is the (new) user: it is stored and replaces the cached one. */
function useUserMutation<TInput>(send: (input: TInput) => Promise<TUser>, isNewIdentity: boolean) {
  const { session } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (user) => {
      session.saveUser(user);
      if (isNewIdentity) replaceSessionData(queryClient, user);
      else queryClient.setQueryData(UserKeys.info(), user);
    },
  });
}

/** Sign in; the client stores the new token from the `Authorization` header. */
export function useLogin() {
  const { api } = useServices();
  return useUserMutation((input: TRouteRequest<typeof userRoutes.login>) => api.request(userRoutes.login, input), true);
}

/** Register; sent with the temporary token, so the temporary user becomes the account and keeps its data. */
export function useRegister() {
  const { api } = useServices();
  return useUserMutation(
    (input: TRouteRequest<typeof userRoutes.register>) => api.request(userRoutes.register, input),
    true,
  );
}

/** Change settings; after a password change the server's fresh token is stored by the client. */
export function useUpdateSetting() {
  const { api } = useServices();
  return useUserMutation(
    (input: TRouteRequest<typeof userRoutes.setting>) => api.request(userRoutes.setting, input),
    false,
  );
}

/** Sign out: the session ends here even when the server cannot be told (the token is forgotten). */
export function useLogout() {
  const { api, session } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await api.request(userRoutes.logout);
      } finally {
        session.clear();
        resetSessionData(queryClient);
      }
    },
  });
}

/** Mail a new verification link to the signed-in user's address (full accounts only). */
export function useSendVerificationEmail() {
  const { api } = useServices();
  return useMutation({ mutationFn: () => api.request(userRoutes.sendVerificationEmail) });
}

/**
 * Verifies the email address once per token. A query rather than a mutation so that mounting the
 * screen twice (React strict mode, back and forward) still sends a single-use token only once.
 */
export function useVerifyEmail(token: string, isEnabled: boolean) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: UserKeys.verifyEmail(token),
    queryFn: async () => {
      const result = await api.request(userRoutes.verifyEmail, { token });
      await queryClient.invalidateQueries({ queryKey: UserKeys.info() });
      return result;
    },
    enabled: isEnabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** Ask for a password reset link; the answer is the same whether or not the address has an account. */
export function useForgotPassword() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: TRouteRequest<typeof userRoutes.forgotPassword>) =>
      api.request(userRoutes.forgotPassword, input),
  });
}

/** Set a new password with the token from a reset link; the server signs out every session. */
export function useResetPassword() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: TRouteRequest<typeof userRoutes.resetPassword>) => api.request(userRoutes.resetPassword, input),
  });
}
