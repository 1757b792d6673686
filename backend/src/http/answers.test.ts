import Fastify from 'fastify';
import { z } from 'zod/mini';
import { endpoint } from '@trefima/domain/contract/endpoint';
import { answerOf, at, endpointOfAnswer, fastifyPath, registerAnswers } from './answers';
import { errorHandler } from './errors';
import { typed, registerZodRoutes } from './zod-routes';

const thing = z.object({ id: z.int(), name: z.string() });
const getThing = endpoint<typeof thing, { params: { id: number } }>('thing', 'GET', '/thing/{id}', thing);

async function appWith(check: boolean, answer: unknown) {
  const app = Fastify();
  app.setErrorHandler(errorHandler);
  registerZodRoutes(app);
  registerAnswers(app, check);
  typed(app).get(at(getThing), { schema: { response: answerOf(getThing) } }, async () => answer as never);
  await app.ready();
  return app;
}

describe('answers checked against the route table', () => {
  it('writes the contract’s paths as Fastify’s', () => {
    expect(fastifyPath('/chantier/{id}')).toBe('/chantier/:id');
    expect(fastifyPath('/customer/{customerId}/address/{addressId}')).toBe('/customer/:customerId/address/:addressId');
    expect(fastifyPath('/page/{*slug}')).toBe('/page/*');
  });

  it('lets a right answer through, byte for byte as JSON.stringify writes it', async () => {
    const app = await appWith(true, { data: { id: 1, name: 'Barre HA' } });
    const res = await app.inject({ method: 'GET', url: '/thing/1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify({ data: { id: 1, name: 'Barre HA' } }));
  });

  it('refuses a wrong answer with a 500 naming the field, where answers are checked', async () => {
    const app = await appWith(true, { data: { id: '1', name: 'Barre HA' } });
    const res = await app.inject({ method: 'GET', url: '/thing/1' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'ANSWER_MISMATCH', message: expect.stringContaining('data.id') });
  });

  it('sends the same answer unchecked where the configuration says so (production)', async () => {
    const app = await appWith(false, { data: { id: '1', name: 'Barre HA' } });
    const res = await app.inject({ method: 'GET', url: '/thing/1' });
    expect(res.statusCode).toBe(200);
  });

  it('knows which endpoint an answer schema was made for', () => {
    expect(endpointOfAnswer(answerOf(getThing)['2xx'])).toBe(getThing);
    expect(endpointOfAnswer({})).toBeUndefined();
  });

  it('knows the endpoint of each file answer, though every file answers the same schema', () => {
    const pdf = endpoint('thing.pdf', 'GET', '/thing/{id}/pdf', z.unknown(), { file: true });
    const csv = endpoint('thing.csv', 'GET', '/thing/export.csv', z.unknown(), { file: true });
    // as routes are registered: every answer made, then the table read
    const answers = [answerOf(pdf)['2xx'], answerOf(csv)['2xx']];
    expect(answers.map(endpointOfAnswer)).toEqual([pdf, csv]);
  });
});
