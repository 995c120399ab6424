import { getResponse } from 'msw';
import { operations } from '@generated/operations';
import { createMockApi } from '../create-mock-api';
import { statefulResolvers } from './index';
import { operationHandlers, type OperationResolvers } from './operations';

describe('the mock answers each operation of the contract with its own handler', () => {
  const api = createMockApi({ seed: 7 });
  const resolvers = statefulResolvers(api.context);

  it('has one handler per operationId, at the method and path the contract gives it', () => {
    expect(Object.keys(resolvers).sort()).toEqual(operations.map((op) => op.operationId).sort());
    const handlers = operationHandlers(resolvers);
    expect(handlers.map((h) => `${String(h.info.header)}`)).toEqual(
      operations.map((op) => `${op.method} *${op.path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
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
    const handlers = operationHandlers(resolvers);
    const response = await getResponse(handlers, new Request('http://store.test/api/CustomerOrder/Invoice/BPM-NONE'));
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
