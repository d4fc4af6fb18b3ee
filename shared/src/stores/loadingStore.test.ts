import { loadingStore } from './loadingStore';

describe('loadingStore', () => {
  it('starts off and is switched by explicit actions only', () => {
    expect(loadingStore.getState().isLoading).toBe(false);
    loadingStore.getState().showLoading();
    expect(loadingStore.getState().isLoading).toBe(true);
    loadingStore.getState().hideLoading();
    expect(loadingStore.getState().isLoading).toBe(false);
  });
});
