import type { Configurations } from '@tribuna/contracts/configurations';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteRuleTarget } from '../lib/route-rules';
import type * as SessionModule from '../lib/session';
import type { SessionState } from '../lib/session';

const mocks = vi.hoisted(() => ({
  session: {} as SessionState,
  configuration: {} as Configurations,
  rule: null as RouteRuleTarget | null,
  newBuild: false,
  refreshTokens: vi.fn<() => Promise<string>>(),
  resetSession: vi.fn(),
  rememberTarget: vi.fn<(target: string) => void>(),
  calls: [] as string[],
}));

vi.mock('./start-up', () => ({
  startUp: () => {
    mocks.calls.push('start-up');
    return Promise.resolve(mocks.configuration);
  },
}));
vi.mock('../lib/route-rules', () => ({
  newBuildOut: () => mocks.newBuild,
  startBuildPolling: () => undefined,
  routeRuleFor: (path: string) => {
    mocks.calls.push(`rule ${path}`);
    return Promise.resolve(mocks.rule);
  },
}));
vi.mock('../lib/session', async (original) => ({
  ...(await original<typeof SessionModule>()),
  getSession: () => mocks.session,
  refreshTokens: mocks.refreshTokens,
  resetSession: mocks.resetSession,
  rememberTarget: mocks.rememberTarget,
}));

const { guard, moveOnLoggedInChange } = await import('./guards');
const { configureNavigation } = await import('../lib/navigation');

const NOW = Date.now();
const GUEST: SessionState = {
  user: null,
  loggedIn: false,
  strategy: null,
  busy: false,
  token: null,
  tokenExpiresAt: null,
  refreshExpiresAt: null,
};
const PLAYER: SessionState = {
  ...GUEST,
  loggedIn: true,
  strategy: 'local',
  token: 'access',
  tokenExpiresAt: NOW + 600_000,
  refreshExpiresAt: NOW + 3_600_000,
};

function brand(pamType: number, landing: boolean): Configurations {
  return { pam_type: pamType, landing } as Configurations;
}

async function visit(
  loader: ReturnType<typeof guard>,
  path: string,
): Promise<{ status: number; location: string | null; document: boolean } | null> {
  const request = new Request(`http://localhost${path}`);
  const answer = await loader({ request, params: {}, context: {} } as Parameters<typeof loader>[0]);
  if (!answer) return null;
  return {
    status: answer.status,
    location: answer.headers.get('Location'),
    document: answer.headers.has('X-Remix-Reload-Document'),
  };
}

beforeEach(() => {
  mocks.session = GUEST;
  mocks.configuration = brand(2, false);
  mocks.rule = null;
  mocks.newBuild = false;
  mocks.calls = [];
  mocks.refreshTokens.mockReset();
  mocks.resetSession.mockReset();
  mocks.rememberTarget.mockReset();
});

describe('open routes', () => {
  it('let guests and players in, with no auth step', async () => {
    expect(await visit(guard('open'), '/sports')).toBeNull();
    expect(await visit(guard('off'), '/icons-seeker-page')).toBeNull();
    mocks.session = { ...PLAYER, tokenExpiresAt: NOW - 1000 };
    expect(await visit(guard('open'), '/transactions')).toBeNull();
    expect(mocks.refreshTokens).not.toHaveBeenCalled();
  });
});

describe('login required', () => {
  it('sends a guest to log in and remembers the full path and query', async () => {
    expect(await visit(guard('players'), '/casino?provider=house&page=2')).toMatchObject({
      location: '/login',
    });
    expect(mocks.rememberTarget).toHaveBeenCalledWith('/casino?provider=house&page=2');
  });

  it('lets a player with valid tokens in', async () => {
    mocks.session = PLAYER;
    expect(await visit(guard('players'), '/casino')).toBeNull();
    expect(mocks.refreshTokens).not.toHaveBeenCalled();
  });

  it('refreshes an expired access token (within the 500 ms margin) and lets the player in', async () => {
    mocks.session = { ...PLAYER, tokenExpiresAt: NOW + 400 };
    mocks.refreshTokens.mockResolvedValue('new');
    expect(await visit(guard('players'), '/favorites')).toBeNull();
    expect(mocks.refreshTokens).toHaveBeenCalledOnce();
  });

  it('resets the session and sends to log in when the refresh fails', async () => {
    mocks.session = { ...PLAYER, tokenExpiresAt: NOW - 1 };
    mocks.refreshTokens.mockRejectedValue(new Error('refused'));
    expect(await visit(guard('players'), '/live-casino')).toMatchObject({ location: '/login' });
    expect(mocks.resetSession).toHaveBeenCalledOnce();
  });

  it('resets the session and sends to log in when the refresh token expired', async () => {
    mocks.session = { ...PLAYER, tokenExpiresAt: NOW - 1, refreshExpiresAt: NOW - 1 };
    expect(await visit(guard('players'), '/casino')).toMatchObject({ location: '/login' });
    expect(mocks.resetSession).toHaveBeenCalledOnce();
    expect(mocks.refreshTokens).not.toHaveBeenCalled();
    expect(mocks.rememberTarget).toHaveBeenCalledWith('/casino');
  });
});

describe('guests only', () => {
  it('sends a player home and lets a guest in', async () => {
    mocks.session = PLAYER;
    expect(await visit(guard('guests'), '/login')).toMatchObject({ location: '/' });
    mocks.session = GUEST;
    expect(await visit(guard('guests'), '/register')).toBeNull();
  });
});

describe('home guard', () => {
  it.each([
    [2, false, false, null],
    [1, false, false, '/login'],
    [0, false, false, '/login'],
    [2, true, false, '/login'],
    [1, false, true, null],
    [2, true, true, null],
  ])('pam_type %i, landing %s, logged in %s: %s', async (pamType, landing, loggedIn, to) => {
    mocks.configuration = brand(pamType, landing);
    mocks.session = loggedIn ? PLAYER : GUEST;
    const answer = await visit(guard('open', ['home']), '/');
    expect(answer?.location ?? null).toBe(to);
  });

  it('reads pam_type as a number', async () => {
    mocks.configuration = { pam_type: '2', landing: false } as unknown as Configurations;
    expect(await visit(guard('open', ['home']), '/')).toBeNull();
  });
});

describe('profile guard', () => {
  it('runs after the auth steps: a guest goes to log in first', async () => {
    mocks.configuration = brand(1, false);
    expect(await visit(guard('players', ['profile']), '/profile')).toMatchObject({
      location: '/login',
    });
  });

  it('sends a player home when accounts are managed elsewhere', async () => {
    mocks.session = PLAYER;
    mocks.configuration = brand(1, false);
    expect(await visit(guard('players', ['profile']), '/profile')).toMatchObject({
      location: '/',
    });
    mocks.configuration = brand(2, false);
    expect(await visit(guard('players', ['profile']), '/profile')).toBeNull();
  });
});

describe('route rules', () => {
  it('come first: an in-app rule wins over the login redirect', async () => {
    mocks.rule = { kind: 'app', to: '/promotions' };
    expect(await visit(guard('players'), '/casino')).toMatchObject({
      location: '/promotions',
      document: false,
    });
    expect(mocks.rememberTarget).not.toHaveBeenCalled();
    expect(mocks.calls).toContain('rule /casino');
  });

  it('make an external rule a full page load', async () => {
    mocks.rule = { kind: 'external', url: 'https://partner.example/' };
    expect(await visit(guard('open'), '/partner')).toMatchObject({
      location: 'https://partner.example/',
      document: true,
    });
  });
});

describe('a new build', () => {
  it('makes the next navigation a full page load of its target, before anything else', async () => {
    mocks.newBuild = true;
    mocks.rule = { kind: 'app', to: '/promotions' };
    expect(await visit(guard('players'), '/casino?x=1')).toMatchObject({
      location: '/casino?x=1',
      document: true,
    });
    expect(mocks.calls).toEqual([]);
  });
});

describe('moving when loggedIn changes', () => {
  const IDLE = { initialized: true, navigation: { state: 'idle' as const } };
  const moves: string[] = [];
  beforeEach(() => {
    moves.length = 0;
    configureNavigation((to) => moves.push(to));
  });

  it('a logout here, in another tab or by the server goes to /', () => {
    expect(moveOnLoggedInChange(IDLE, false, 'this-tab')).toBe('/');
    expect(moveOnLoggedInChange(IDLE, false, 'other-tab')).toBe('/');
    expect(moves).toEqual(['/', '/']);
  });

  it('a login in another tab goes home; a login here is left to its form', () => {
    expect(moveOnLoggedInChange(IDLE, true, 'other-tab')).toBe('/');
    expect(moveOnLoggedInChange(IDLE, true, 'this-tab')).toBeNull();
    expect(moves).toEqual(['/']);
  });

  it('never while the page starts or a navigation (with its guards) runs', () => {
    expect(moveOnLoggedInChange({ ...IDLE, initialized: false }, false, 'other-tab')).toBeNull();
    const loading = { initialized: true, navigation: { state: 'loading' as const } };
    expect(moveOnLoggedInChange(loading, false, 'this-tab')).toBeNull();
    expect(moves).toEqual([]);
  });
});
