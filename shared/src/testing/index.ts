/**
 * `@nail-or-never/shared/testing`: what component tests share. Test-only and never federated: no
 * app's source imports it, so no build ever bundles it.
 */
export { fakeHttp, heldReply, type FakeHttp, type FakeHandler, type FakeReply, type FakeRequest } from './fakeHttp';
export { renderInDataRouter } from './renderInDataRouter';
export { sentFields } from './sentFields';
