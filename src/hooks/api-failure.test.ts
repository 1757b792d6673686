import type { AddressInfo } from 'node:net';
import { testApi, type TestApi } from '../../backend/src/testing';
import { formMessages } from '@trefima/domain/forms/messages';
import { createShopClient, type ShopClient } from '../shop-client/client';
import { login } from '@trefima/domain/customers/endpoints';
import { apiFailure } from './api-failure';

/**
 * What a form shows when its send fails, with the real client against the
 * real API: a throttled sign-in (429) says when to try again in the form's
 * alert, and marks no field, so nothing typed is questioned or lost.
 */
let api: TestApi;
let shop: ShopClient;
beforeAll(async () => {
  api = await testApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/api/v1`;
  shop = createShopClient({ baseUrl, context: () => ({ siteId: 1, lang: 'fr', salesPlanId: 1 }) });
});
afterAll(() => api.close());

const failureOf = (p: Promise<unknown>) =>
  p.then(() => {
    throw new Error('the call succeeded');
  }, apiFailure);
const wrong = (account: string, i: number) => failureOf(shop(login, { body: { login: account, password: `pas-le-bon-${i}` } }));

describe('apiFailure', () => {
  it('keeps the per-field messages of a 422, and says something when there is no answer to read', async () => {
    const e = await failureOf(shop(login, { body: { login: '', password: '' } }));
    expect(e).toEqual({
      alert: formMessages.missingCredentials,
      fields: expect.objectContaining({ login: formMessages.missingCredentials }),
      code: 'VALIDATION_ERROR',
    });
    expect(apiFailure(new TypeError('x is undefined'))).toEqual({ alert: formMessages.unknown, fields: {}, code: null });
  });

  it('puts a locked sign-in’s message, with the wait, in the alert, and on no field', async () => {
    for (let i = 1; i <= 5; i++)
      expect(await wrong('particulier@trefima.example', i)).toEqual({ alert: formMessages.badCredentials, fields: {}, code: 'BAD_CREDENTIALS' });
    expect(await wrong('particulier@trefima.example', 6)).toEqual({
      alert: 'Trop de tentatives de connexion. Réessayez dans 30 secondes.',
      fields: {},
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('does the same for the per-minute limit of sign-in requests', async () => {
    let last: Awaited<ReturnType<typeof wrong>> | undefined;
    for (let i = 1; i <= 12 && !/^Trop/.test(last?.alert ?? ''); i++) last = await wrong(`inconnu-${i}@trefima.example`, i);
    expect(last).toEqual({
      alert: expect.stringMatching(/^Trop de demandes en peu de temps\. Réessayez dans \d+ (secondes?|minutes?)\.$/),
      fields: {},
      code: 'TOO_MANY_REQUESTS',
    });
  });
});
