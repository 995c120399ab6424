import { getResponse, HttpResponse } from 'msw';
import { operations, type OperationId } from '@generated/operations';
import { createMockApi } from '../create-mock-api';
import { statefulResolvers } from './index';
import { operationHandler, type OperationResolver, type OperationResolvers } from './operations';

/** Resolvers that each answer with their operation's id and the path parameters they were given. */
const echoing = () =>
  Object.fromEntries(
    operations.map((op) => [op.operationId, (({ params }) => HttpResponse.json({ id: op.operationId, params })) as OperationResolver]),
  ) as OperationResolvers;
const answerTo = (method: string, url: string) =>
  getResponse([operationHandler(echoing())], new Request(url, { method })).then(
    (r) => r?.json() as Promise<{ id: OperationId; params: Record<string, string> }> | undefined,
  );

describe('the mock answers each operation of the contract with its own handler', () => {
  const api = createMockApi({ seed: 7 });
  const resolvers = statefulResolvers(api.context);

  it('has one resolver per operationId, and each is reached at the method and path the contract gives it', async () => {
    expect(Object.keys(resolvers).sort()).toEqual(operations.map((op) => op.operationId).sort());
    for (const op of operations) {
      const answer = await answerTo(op.method, `http://store.test${op.path.replace(/\{(\w+)\}/g, 'BPM-1')}`);
      expect(answer?.id, `${op.method} ${op.path}`).toBe(op.operationId);
    }
  });

  it('answers no other method, path or letter case: those pass on to the handlers after it', async () => {
    expect(await answerTo('GET', 'http://store.test/api/UI/GetNotice')).toMatchObject({ id: 'getNotice' });
    expect(await answerTo('POST', 'http://store.test/api/UI/GetNotice')).toBeUndefined();
    expect(await answerTo('GET', 'http://store.test/api/UI/GetNotice/x')).toBeUndefined();
    expect(await answerTo('GET', 'http://store.test/api/ui/getnotice')).toBeUndefined();
    expect(await answerTo('GET', 'http://store.test/api/CustomerOrder/Invoice/')).toBeUndefined();
  });

  it('gives a path parameter to its resolver as MSW would, percent-decoded', async () => {
    expect((await answerTo('GET', 'http://store.test/api/CustomerOrder/Invoice/BPM%2D12'))?.params).toEqual({ invoice: 'BPM-12' });
    expect((await answerTo('GET', 'http://store.test/api/CustomerOrder/Invoice/BPM-12?x=1'))?.params).toEqual({ invoice: 'BPM-12' });
  });

  it('a missing or misspelt handler does not compile', () => {
    const { getNotice: _left, ...withoutOne } = resolvers;
    // @ts-expect-error getNotice has no handler
    const incomplete: OperationResolvers = withoutOne;
    // @ts-expect-error getNotise is no operation of the contract
    const misspelt: OperationResolvers = { ...withoutOne, getNotise: resolvers.getNotice };
    expect(Object.keys(incomplete)).toHaveLength(operations.length - 1);
    expect(misspelt).not.toHaveProperty('getNotice');
  });

  it('a path parameter reaches its handler: an invoice is asked for by its number in the path', async () => {
    const response = await getResponse([operationHandler(resolvers)], new Request('http://store.test/api/CustomerOrder/Invoice/BPM-NONE'));
    // The invoice operation's own answer (it needs a customer), not MSW's "no handler".
    expect(response?.status).toBe(401);
  });

  it('bends answers only in a mock started with the drift scenario, which has one handler more', async () => {
    const notice = (mock: ReturnType<typeof createMockApi>) =>
      getResponse(mock.handlers, new Request('http://store.test/api/UI/GetNotice')).then((r) => r?.json() as Promise<{ data: object }>);
    const drifted = createMockApi({ seed: 7, scenarios: ['drift'] });
    expect(drifted.handlers).toHaveLength(api.handlers.length + 1);
    expect((await notice(drifted)).data).toHaveProperty('debugNote', 'drift');
    expect((await notice(api)).data).not.toHaveProperty('debugNote');
    drifted.setScenarios([]);
    expect((await notice(drifted)).data).not.toHaveProperty('debugNote');
  });
});
