import path from 'node:path';
import { UsageError } from '../../src/cli/adminCommands';
import { parseOperatorCommand } from '../../src/cli/operatorCommands';

describe('typing the database commands', () => {
  it('reads migrate, migrate status, backup and restore with a file relative to where the operator typed it', () => {
    expect(parseOperatorCommand(['migrate'])).toEqual({ command: 'migrate' });
    expect(parseOperatorCommand(['migrate', 'status'])).toEqual({ command: 'migrate-status' });
    expect(parseOperatorCommand(['backup', 'nail.backup'])).toEqual({ command: 'backup', file: path.resolve(process.env.INIT_CWD ?? process.cwd(), 'nail.backup'), force: false });
    expect(parseOperatorCommand(['restore', '/srv/nail.backup', '--force'])).toEqual({ command: 'restore', file: '/srv/nail.backup', force: true });
  });

  it.each([
    [['backup'], 'backup needs a file name, e.g. backup nail-or-never.backup'],
    [['restore'], 'restore needs a file name, e.g. restore nail-or-never.backup'],
    [['migrate', 'down'], 'Unknown migrate command "down": use `migrate` or `migrate status`.'],
    [['migrate', '--force'], 'migrate takes no --force.'],
    [['backup', 'a', 'b'], 'Unexpected extra arguments: b'],
  ])('refuses %j in plain words', (argv, message) => {
    expect(() => parseOperatorCommand(argv)).toThrow(new UsageError(message));
  });
});
