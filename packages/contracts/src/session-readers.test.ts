import { describe, expect, it } from 'vitest';
import { permissionsAnswerSchema, userPreferencesSchema, userSessionSchema } from './api.js';
import { clientConfigSchema } from './places.js';
import { expectReaderAgrees } from './reader-agreement.fixture.js';
import {
  readClientConfig,
  readPermissionsAnswer,
  readUserPreferences,
  readUserSession,
} from './session-readers.js';

const user = {
  id: 'u1',
  name: 'Ana',
  email: 'ana@example.com',
  image: null,
  roles: ['admin', 'user'],
};

const sessions: Array<[string, unknown]> = [
  ['a plain session', { user, userFlags: [] }],
  ['flags and an image', { user: { ...user, image: 'https://x/a.png' }, userFlags: ['reports'] }],
  [
    'admin permissions withheld',
    { user, userFlags: [], adminPermissionsWithheld: true, signInMethod: 'email-link' },
  ],
  ['withheld false, no method', { user, userFlags: [], adminPermissionsWithheld: false }],
  ['undefined optionals', { user, userFlags: [], adminPermissionsWithheld: undefined }],
  ['an undefined sign-in method', { user, userFlags: [], signInMethod: undefined }],
  [
    'an inherited sign-in method',
    Object.assign(Object.create({ signInMethod: 'google' }), { user, userFlags: [] }),
  ],
  [
    'an inherited bad method',
    Object.assign(Object.create({ signInMethod: 'x' }), { user, userFlags: [] }),
  ],
  ['extra fields, dropped', { user: { ...user, banned: false }, userFlags: [], extra: 1 }],
  ['an unknown role', { user: { ...user, roles: ['owner'] }, userFlags: [] }],
  ['roles missing', { user: { ...user, roles: undefined }, userFlags: [] }],
  ['an unknown flag', { user, userFlags: ['nope'] }],
  ['no flags', { user }],
  ['flags as a string', { user, userFlags: 'reports' }],
  ['an image missing', { user: { ...user, image: undefined }, userFlags: [] }],
  ['a numeric id', { user: { ...user, id: 1 }, userFlags: [] }],
  ['a null name', { user: { ...user, name: null }, userFlags: [] }],
  ['withheld as a string', { user, userFlags: [], adminPermissionsWithheld: 'true' }],
  ['withheld null', { user, userFlags: [], adminPermissionsWithheld: null }],
  ['an unknown sign-in method', { user, userFlags: [], signInMethod: 'github' }],
  [
    'an impersonation',
    {
      user,
      userFlags: [],
      impersonation: {
        byName: 'Admin',
        byEmail: 'admin@example.org',
        expiresAt: '2026-11-24T21:09:46.123Z',
        canReturn: true,
      },
    },
  ],
  [
    'an impersonation with extra fields, dropped',
    {
      user,
      userFlags: [],
      impersonation: {
        byName: 'Admin',
        byEmail: 'admin@example.org',
        expiresAt: '2026-11-24T21:09:46Z',
        canReturn: false,
        byId: 'a1',
      },
    },
  ],
  ['an undefined impersonation', { user, userFlags: [], impersonation: undefined }],
  ['a null impersonation', { user, userFlags: [], impersonation: null }],
  [
    'an impersonation with a local time',
    {
      user,
      userFlags: [],
      impersonation: {
        byName: 'Admin',
        byEmail: 'admin@example.org',
        expiresAt: '2026-11-24T21:09:46+01:00',
        canReturn: true,
      },
    },
  ],
  [
    'an impersonation without canReturn',
    {
      user,
      userFlags: [],
      impersonation: { byName: 'Admin', byEmail: 'a@b.org', expiresAt: '2026-11-24T21:09:46Z' },
    },
  ],
  [
    'an impersonation with a numeric name',
    {
      user,
      userFlags: [],
      impersonation: {
        byName: 1,
        byEmail: 'a@b.org',
        expiresAt: '2026-11-24T21:09:46Z',
        canReturn: true,
      },
    },
  ],
  ['an impersonation as an array', { user, userFlags: [], impersonation: [] }],
  ['a null user', { user: null, userFlags: [] }],
  ['user as an array', { user: [], userFlags: [] }],
  ['an array', [user]],
  ['null', null],
  ['nothing', undefined],
];

const permissionAnswers: Array<[string, unknown]> = [
  ['booleans', [true, false, true]],
  ['none', []],
  ['a number among them', [true, 1]],
  ['a string among them', ['true']],
  ['a null among them', [null]],
  ['an object', { 0: true }],
  ['a boolean', true],
  ['null', null],
];

const preferences: Array<[string, unknown]> = [
  ['metric English', { units: 'metric', language: 'english' }],
  ['imperial Spanish, extra field', { units: 'imperial', language: 'spanish', theme: 'dark' }],
  ['a language code', { units: 'metric', language: 'en' }],
  ['unknown units', { units: 'nautical', language: 'english' }],
  ['units missing', { language: 'english' }],
  ['an array', ['metric', 'english']],
  ['null', null],
];

const configs: Array<[string, unknown]> = [
  [
    'none configured',
    { ssoProviders: [], ipGeolocationUrl: null, teamChatName: null, masterCarbonLogUrl: null },
  ],
  [
    'all configured, extra field',
    {
      ssoProviders: ['google', 'microsoft'],
      ipGeolocationUrl: 'https://geo.example',
      teamChatName: 'Slack',
      masterCarbonLogUrl: 'https://drive.example/carbon-log',
      version: 3,
    },
  ],
  [
    'an unknown provider',
    {
      ssoProviders: ['github'],
      ipGeolocationUrl: null,
      teamChatName: null,
      masterCarbonLogUrl: null,
    },
  ],
  ['providers missing', { ipGeolocationUrl: null, teamChatName: null, masterCarbonLogUrl: null }],
  ['a missing team chat', { ssoProviders: [], ipGeolocationUrl: null, masterCarbonLogUrl: null }],
  ['a missing carbon log', { ssoProviders: [], ipGeolocationUrl: null, teamChatName: null }],
  [
    'a numeric url',
    { ssoProviders: [], ipGeolocationUrl: 1, teamChatName: null, masterCarbonLogUrl: null },
  ],
  ['a string', 'config'],
  ['null', null],
];

describe('readUserSession', () => {
  it.each(sessions)('agrees with userSessionSchema on %s', (_name, answer) => {
    expectReaderAgrees(userSessionSchema, readUserSession, answer);
  });

  it('reads a session', () => {
    expect(readUserSession({ user, userFlags: ['reports'], signInMethod: 'google' })).toEqual({
      user,
      userFlags: ['reports'],
      signInMethod: 'google',
    });
  });
});

describe('readPermissionsAnswer', () => {
  it.each(permissionAnswers)('agrees with permissionsAnswerSchema on %s', (_name, answer) => {
    expectReaderAgrees(permissionsAnswerSchema, readPermissionsAnswer, answer);
  });
});

describe('readUserPreferences', () => {
  it.each(preferences)('agrees with userPreferencesSchema on %s', (_name, answer) => {
    expectReaderAgrees(userPreferencesSchema, readUserPreferences, answer);
  });
});

describe('readClientConfig', () => {
  it.each(configs)('agrees with clientConfigSchema on %s', (_name, answer) => {
    expectReaderAgrees(clientConfigSchema, readClientConfig, answer);
  });
});
