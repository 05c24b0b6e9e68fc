import { describe, expect, it } from 'vitest';
import { IssueList } from '../validation/issue';
import { appClientPermissions, appClientServerUrl, pairingUrl } from './app-clients';

const issuesOf = (run: (issues: IssueList) => unknown) => {
  const issues = new IssueList();
  run(issues);
  return issues.issues.map((i) => `${i.field}:${i.key}`);
};

describe('an app client server URL (spec part 2 §5)', () => {
  it.each([
    ['https://wardlight.heim.local', []],
    ['http://10.1.2.3:8080/', []],
    ['  https://192.168.1.20  ', []],
    ['', ['server_url:required']],
    ['wardlight.heim.local', ['server_url:url_scheme_required']],
    ['ftp://10.1.2.3', ['server_url:url_scheme_required']],
    ['http://', ['server_url:url_scheme_required']],
    ['http://localhost:3000', ['server_url:url_not_local']],
    ['https://app.localhost', ['server_url:url_not_local']],
    ['http://127.0.0.1', ['server_url:url_not_local']],
    ['http://127.8.9.10:80/x', ['server_url:url_not_local']],
    ['http://[::1]:3000', ['server_url:url_not_local']],
    ['http://0.0.0.0', ['server_url:url_not_local']],
  ])('%j → %j', (url, expected) => {
    expect(issuesOf((issues) => appClientServerUrl(url, issues))).toEqual(expected);
  });

  it('is returned trimmed', () => {
    expect(appClientServerUrl(' https://a.b ', new IssueList())).toBe('https://a.b');
  });
});

describe('app client permissions', () => {
  it('takes the phone permissions once each and refuses others', () => {
    const issues = new IssueList();
    expect(appClientPermissions(['accept', 'mute', 'accept', 'fly'], issues)).toEqual(['accept', 'mute', 'fly']);
    expect(issues.issues.map((i) => `${i.field}:${i.key}`)).toEqual(['permissions[2]:invalid_value']);
  });
});

describe('the pairing URL', () => {
  it('is the server app with the code, whatever the trailing slash', () => {
    expect(pairingUrl('https://w.heim/', 'Ab-9_x')).toBe('https://w.heim/app/?pair=Ab-9_x');
    expect(pairingUrl('https://w.heim', 'Ab')).toBe('https://w.heim/app/?pair=Ab');
  });
});
