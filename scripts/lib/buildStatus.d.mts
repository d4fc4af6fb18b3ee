/** Names of the apps whose build is missing or older than their inputs. */
export function staleApps(): string[];
