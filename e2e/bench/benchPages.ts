import type { MenuTarget } from '../support/menu';
import type { RemoteName } from '../support/paths';
import type { ContentMarker } from './pageProbe';

const KiB = 1024;

export interface BenchPage {
  key: 'login' | 'dashboard';
  title: string;
  path: string;
  signedIn: boolean;
  /** The page's content: what a person waits for. */
  marker: ContentMarker;
  /** Targets of the platform issue (gzip bytes). */
  jsCssTarget: number;
  fontsTarget: number | null;
}

export const BENCH_PAGES: readonly BenchPage[] = [
  {
    key: 'login',
    title: 'Sign-in page `/admin/login`',
    path: '/admin/login',
    signedIn: false,
    marker: { selector: 'form button[type="submit"]', text: 'sign in' },
    jsCssTarget: 120 * KiB,
    fontsTarget: 20 * KiB,
  },
  {
    key: 'dashboard',
    title: 'Dashboard `/` (signed in)',
    path: '/',
    signedIn: true,
    marker: { selector: 'main h1', text: '^\\s*dashboard\\s*$' },
    jsCssTarget: 175 * KiB,
    fontsTarget: null,
  },
];

export interface BenchSection {
  remote: RemoteName;
  title: string;
  menu: MenuTarget;
  marker: ContentMarker;
  ownCodeTarget: number;
}

/** Visited in this order from the dashboard, each for the first time in its page. */
export const BENCH_SECTIONS: readonly BenchSection[] = [
  {
    remote: 'services',
    title: 'Services section (menu → Add Parent Service)',
    menu: { label: 'Add Parent Service', submenu: 'Parent Services' },
    marker: { selector: 'main h1', text: '^\\s*add parent service\\s*$' },
    ownCodeTarget: 60 * KiB,
  },
  {
    remote: 'galleries',
    title: 'Galleries section (menu → Add Parent Gallery)',
    menu: { label: 'Add Parent Gallery', submenu: 'Parent Gallery' },
    marker: { selector: 'main h1', text: '^\\s*add parent gallery\\s*$' },
    ownCodeTarget: 60 * KiB,
  },
  {
    remote: 'general',
    title: 'General section (menu → Gift Card → Gift cards)',
    menu: { label: 'Gift Card' },
    marker: { selector: 'main h1', text: '^\\s*gift cards\\s*$' },
    ownCodeTarget: 60 * KiB,
  },
];
