import type { SessionUser } from '@portal/contract/auth';
import { TOKEN_STORAGE_KEY } from '@portal/contract/constants';
import { permissionsOf } from '@portal/contract/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isApiError, onForbidden, onUnauthorized, tokenStore } from './http';
import { firstRenderIsShared } from './server-rendered';
import { getUser, logout, sessionKey } from './session-api';

export interface Session {
  user: SessionUser | null;
  permissions: Set<string>;
  /** True while the profile of a stored token is being fetched: guards wait, they don't redirect. */
  loading: boolean;
  signIn(token: string, user: SessionUser): void;
  signOut(): Promise<void>;
  can(permission: string): boolean;
}

const SessionContext = createContext<Session | null>(null);

/**
 * `onSignOut` runs when this browser's user signs out, before the cache is dropped: the app passes
 * what features keep in local storage for the user (the wizard's drafts), which lib cannot import.
 */
export function SessionProvider({ children, onSignOut }: { children: ReactNode; onSignOut?: () => void }) {
  const queryClient = useQueryClient();
  // undefined: not read yet. A server-rendered page is the signed-out (loading) view for everyone,
  // so its hydration must render that too and read the stored token only afterwards.
  const [token, setToken] = useState<string | null | undefined>(() =>
    firstRenderIsShared() ? undefined : tokenStore.get(),
  );
  useEffect(() => {
    if (token === undefined) setToken(tokenStore.get());
  }, [token]);

  const query = useQuery({
    queryKey: sessionKey,
    queryFn: ({ signal }) => getUser(signal),
    enabled: !!token,
    staleTime: 5 * 60_000,
    // Permissions follow the roles on the server at once; the copy here catches up when the user
    // comes back to the tab, moves to another page (SessionFreshness) or is refused (403).
    refetchOnWindowFocus: 'always',
    // An expired or revoked token is final; a network blip on a phone is not.
    retry: (count, err) => !(isApiError(err) && err.status >= 400 && err.status < 500) && count < 2,
  });

  // The signed-in state ends everywhere at once: drop the token and every cached answer.
  const reset = useCallback(() => {
    tokenStore.clear();
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => onUnauthorized(reset), [reset]);
  useEffect(() => onForbidden(() => void queryClient.invalidateQueries({ queryKey: sessionKey })), [queryClient]);

  // A failed profile fetch signs out (spec 1 §4).
  useEffect(() => {
    if (token && query.isError && isApiError(query.error) && query.error.status >= 400) reset();
  }, [token, query.isError, query.error, reset]);

  // Signing in or out in another tab follows here.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== TOKEN_STORAGE_KEY && e.key !== null) return;
      const next = tokenStore.get();
      setToken((prev) => {
        if (prev === next) return prev;
        queryClient.removeQueries({ queryKey: sessionKey });
        return next;
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const signIn = useCallback(
    (newToken: string, user: SessionUser) => {
      tokenStore.set(newToken);
      queryClient.setQueryData(sessionKey, user);
      setToken(newToken);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    if (tokenStore.get()) {
      try {
        await logout();
      } catch {
        // the token is dropped here whatever the server said
      }
    }
    onSignOut?.();
    reset();
  }, [reset, onSignOut]);

  const user = token ? (query.data ?? null) : null;
  const loading = token === undefined || (token !== null && query.isPending && !query.isError);

  const value = useMemo<Session>(() => {
    const permissions = permissionsOf(user);
    return { user, permissions, loading, signIn, signOut, can: (p: string) => permissions.has(p) };
  }, [user, loading, signIn, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * Re-reads the session on every move to another page (pathname), so that a user whose roles an
 * admin changed sees the new menu links and screens on their next page, not at their next sign-in.
 * One small `GET /api/get-user` per page; the server checks every call anyway. Inside the router.
 */
export function SessionFreshness() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (seen.current !== null && seen.current !== pathname && tokenStore.get()) {
      void queryClient.invalidateQueries({ queryKey: sessionKey });
    }
    seen.current = pathname;
  }, [pathname, queryClient]);
  return null;
}

export function useSession(): Session {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside <SessionProvider>');
  return ctx;
}
