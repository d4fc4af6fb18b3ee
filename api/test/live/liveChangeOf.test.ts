import { liveChangeOf } from '../../src/db/liveEventLog';

/** What a history row's record becomes on the live stream: the client's resource name and the kind of change. */
describe('liveChangeOf', () => {
  it.each([
    [{ resource: 'booking', recordId: '4', action: 'create', operationId: 'postBookings' }, { resource: 'bookings', id: '4', kind: 'created' }],
    [{ resource: 'booking', recordId: '4', action: 'update', operationId: 'putBookings' }, { resource: 'bookings', id: '4', kind: 'updated' }],
    [{ resource: 'booking', recordId: '4', action: 'update', operationId: 'postBookingsByIdStatus' }, { resource: 'bookings', id: '4', kind: 'status' }],
    [{ resource: 'client', recordId: '9', action: 'delete', operationId: 'deleteClientsById' }, { resource: 'clients', id: '9', kind: 'deleted' }],
    [{ resource: 'giftCard', recordId: '2', action: 'update', operationId: 'postGiftCardsByIdTransactions' }, { resource: 'giftCards', id: '2', kind: 'updated' }],
    // Time off, whichever history resource its routes record under (the routes come with another change).
    [{ resource: 'employee', recordId: '3', action: 'create', operationId: 'postTimeOff' }, { resource: 'timeOff', id: '3', kind: 'created' }],
    [{ resource: 'timeOff', recordId: '3', action: 'delete', operationId: 'deleteTimeOffById' }, { resource: 'timeOff', id: '3', kind: 'deleted' }],
  ] as const)('%j → %j', (record, change) => {
    expect(liveChangeOf(record)).toEqual(change);
  });

  it('announces nothing for a record the clients have no resource for', () => {
    expect(liveChangeOf({ resource: 'somethingElse', recordId: '1', action: 'update', operationId: 'putSomethingElse' })).toBeNull();
  });
});
