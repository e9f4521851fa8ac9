/**
 * How often and how long: the operator's limits on sign-in, password recovery, sessions and the
 * storage. Every value has an environment variable (docs/contract.md#limits); tests pass small ones.
 */

/** Growing back-off for one kind of request, counted per login and per client address. */
export interface ThrottleLimits {
  /** Attempts one login may make before it has to wait. */
  perLogin: number;
  /** Attempts one address may make (over all logins) before it has to wait. */
  perAddress: number;
  /** The first wait; each further attempt over the limit doubles it. */
  delaySeconds: number;
  /** The longest wait. */
  maxDelaySeconds: number;
}

export interface Limits {
  /** Failed sign-ins (a success forgets the login's and the address's failures). */
  signIn: ThrottleLimits;
  /** Password-recovery requests (each one counts: each may send a letter). */
  passwordReset: ThrottleLimits;
  /** A session ends after this long without a request… */
  sessionIdleSeconds: number;
  /** …and this long after sign-in, however busy. */
  sessionMaxSeconds: number;
  /** Bytes the storage keeps for one cabinet. */
  uploadQuotaBytes: number;
}

const MB = 1024 * 1024;

/**
 * Defaults a back office would pick. Sign-in: five wrong passwords for a login (twenty for an
 * address, which may be a whole office behind one NAT), then 2 s, 4 s, 8 s… up to 15 min: a
 * person who mistyped hardly notices, a guesser gets about a hundred tries a day. Recovery: each
 * request may send a letter, so three per login, then a minute, doubling up to an hour. Sessions:
 * 8 h idle is a working day with lunch away from the desk; 7 days absolute makes everyone sign in
 * again weekly, and a stolen token works a week at most (unsaved form drafts are kept as long).
 * Storage: 1 GB a cabinet is hundreds of banners and lists at their 20 MB cap.
 */
export const DEFAULT_LIMITS: Limits = {
  signIn: { perLogin: 5, perAddress: 20, delaySeconds: 2, maxDelaySeconds: 15 * 60 },
  passwordReset: { perLogin: 3, perAddress: 10, delaySeconds: 60, maxDelaySeconds: 60 * 60 },
  sessionIdleSeconds: 8 * 60 * 60,
  sessionMaxSeconds: 7 * 24 * 60 * 60,
  uploadQuotaBytes: 1024 * MB,
};

/** Environment variable → where its value goes and in which unit. */
const VARIABLES: { name: string; set(l: Limits, v: number): void }[] = [
  {
    name: 'KABINET_SIGNIN_LIMIT_LOGIN',
    set: (l, v) => {
      l.signIn.perLogin = v;
    },
  },
  {
    name: 'KABINET_SIGNIN_LIMIT_ADDRESS',
    set: (l, v) => {
      l.signIn.perAddress = v;
    },
  },
  {
    name: 'KABINET_SIGNIN_DELAY_SECONDS',
    set: (l, v) => {
      l.signIn.delaySeconds = v;
    },
  },
  {
    name: 'KABINET_SIGNIN_MAX_DELAY_SECONDS',
    set: (l, v) => {
      l.signIn.maxDelaySeconds = v;
    },
  },
  {
    name: 'KABINET_RESET_LIMIT_LOGIN',
    set: (l, v) => {
      l.passwordReset.perLogin = v;
    },
  },
  {
    name: 'KABINET_RESET_LIMIT_ADDRESS',
    set: (l, v) => {
      l.passwordReset.perAddress = v;
    },
  },
  {
    name: 'KABINET_RESET_DELAY_SECONDS',
    set: (l, v) => {
      l.passwordReset.delaySeconds = v;
    },
  },
  {
    name: 'KABINET_RESET_MAX_DELAY_SECONDS',
    set: (l, v) => {
      l.passwordReset.maxDelaySeconds = v;
    },
  },
  {
    name: 'KABINET_SESSION_IDLE_SECONDS',
    set: (l, v) => {
      l.sessionIdleSeconds = v;
    },
  },
  {
    name: 'KABINET_SESSION_MAX_SECONDS',
    set: (l, v) => {
      l.sessionMaxSeconds = v;
    },
  },
  {
    name: 'KABINET_UPLOAD_QUOTA_MB',
    set: (l, v) => {
      l.uploadQuotaBytes = v * MB;
    },
  },
];

/** The defaults with what `env` sets; a value that is not a positive whole number stops the start. */
export function limitsFromEnv(env: Record<string, string | undefined>): Limits {
  const limits = structuredClone(DEFAULT_LIMITS);
  for (const { name, set } of VARIABLES) {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') continue;
    if (!/^[1-9][0-9]*$/.test(raw)) throw new Error(`${name}=${raw}: ожидается целое число больше нуля`);
    set(limits, Number(raw));
  }
  return limits;
}

/** The defaults with some values replaced (tests): nested throttle settings merge field by field. */
export function withLimits(overrides: LimitOverrides = {}): Limits {
  const base = structuredClone(DEFAULT_LIMITS);
  return {
    ...base,
    ...overrides,
    signIn: { ...base.signIn, ...overrides.signIn },
    passwordReset: { ...base.passwordReset, ...overrides.passwordReset },
  };
}

export type LimitOverrides = Partial<Omit<Limits, 'signIn' | 'passwordReset'>> & {
  signIn?: Partial<ThrottleLimits>;
  passwordReset?: Partial<ThrottleLimits>;
};
