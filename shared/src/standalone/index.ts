/** `@nail-or-never/shared/standalone`: the one dev-only shell every remote's standalone page uses. */
export { startStandalone, type StandaloneOptions } from './startStandalone';
