import { removeTestAppTemplate } from './testApp';

// Each test app hashes a password (argon2id) and may create a PostgreSQL database; on a shared 2-core
// machine that can take longer than jest's 5 s default. (A project-level `testTimeout` is ignored.)
jest.setTimeout(30_000);

// The file's template database (see startTestApp) goes with the file.
afterAll(removeTestAppTemplate);
