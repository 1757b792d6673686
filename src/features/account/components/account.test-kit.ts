import type { TestApi } from '../../../../backend/src/testing';
import type { Customer } from '@trefima/domain/contract';
import { browserApi } from '../../../test-support/browser-api';

/**
 * What the account pages' tests share (each test file mocks `gatsby` itself,
 * jest hoists it): the real reference API and the demo customer's session,
 * as the page's route hands it over. Call at the top of a test file.
 */
export function accountCustomer() {
  const kit = { api: undefined as unknown as TestApi, customer: undefined as unknown as Customer };
  beforeAll(async () => {
    kit.api = await browserApi();
    const token = await kit.api.login();
    kit.customer = JSON.parse((await kit.api.request('GET', '/user/logged', { token })).body).data.customer;
  });
  afterAll(() => kit.api.close());
  return kit;
}
