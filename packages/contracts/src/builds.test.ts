import { describe, expect, it } from 'vitest';
import { routeRedirectSchema, routeRedirectsSchema, type RouteRedirect } from './builds';

function issuesOf(rules: unknown): { path: string; message: string }[] {
  const result = routeRedirectsSchema.safeParse(rules);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

function rule(from: string, to: string, external = false): RouteRedirect {
  return { from, to, external };
}

describe('route rules', () => {
  it('accepts site paths, path prefixes, queries and http(s) addresses', () => {
    const rules = [
      rule('/old-promos', '/promotions'),
      rule('/promociones/', '/promotions?type=bonus#top'),
      rule('/old-casino/**', '/casino/casino-games'),
      rule('/', '/sports'),
      rule('/partner', 'https://example.com/', true),
      rule('/legacy/**', 'http://old.example.com/a?b=1', true),
      rule('/caf%C3%A9', '/store'),
    ];
    expect(routeRedirectsSchema.parse(rules)).toEqual(rules);
  });

  it('refuses a `from` that is not a plain site path', () => {
    for (const from of [
      'old-promos',
      '//evil.example',
      '/a//b',
      '/with space',
      '/tab\there',
      '/promos?x=1',
      '/promos#top',
      '/back\\slash',
      '/a*',
      '/a/**/b',
      '/a/../b',
      '/año',
      `/${'a'.repeat(300)}`,
    ]) {
      expect(routeRedirectSchema.safeParse(rule(from, '/promotions')).success, from).toBe(false);
    }
  });

  it('refuses an in-app `to` that would leave the site or is not a path', () => {
    for (const to of [
      'promotions',
      '//evil.example/x',
      '/\\evil.example',
      '/a b',
      'https://example.com/',
      'javascript:alert(1)',
      '',
      '   ',
    ]) {
      const issues = issuesOf([rule('/from', to)]);
      expect(
        issues.map((i) => i.path),
        to,
      ).toEqual(['0.to']);
    }
  });

  it('refuses an external `to` that is not a written-out http(s) address', () => {
    for (const to of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://example.com/1',
      'vbscript:msgbox(1)',
      'ftp://example.com/',
      'https:example.com',
      '/promotions',
      'https://bank.example@evil.example/',
      'https://exa mple.com/',
    ]) {
      expect(issuesOf([rule('/from', to, true)]), to).toEqual([
        { path: '0.to', message: 'validation.url' },
      ]);
    }
  });

  it('refuses a rule that sends a path to itself', () => {
    expect(issuesOf([rule('/promotions', '/promotions/?x=1')])).toEqual([
      { path: '0.to', message: 'office.redirect_loop' },
    ]);
    expect(issuesOf([rule('/old/**', '/old/new')])).toEqual([
      { path: '0.to', message: 'office.redirect_loop' },
    ]);
    // Another site may well have the same path.
    expect(issuesOf([rule('/promotions', 'https://example.com/promotions', true)])).toEqual([]);
  });

  it('refuses two rules from the same path, and more than 100 rules', () => {
    expect(
      issuesOf([rule('/a', '/b'), rule('/c', '/d'), rule('/a/', 'https://example.com/', true)]),
    ).toEqual([{ path: '2.from', message: 'office.redirect_duplicate' }]);
    const many = Array.from({ length: 101 }, (_, i) => rule(`/p${i}`, '/promotions'));
    expect(routeRedirectsSchema.safeParse(many).success).toBe(false);
    expect(routeRedirectsSchema.safeParse(many.slice(0, 100)).success).toBe(true);
  });
});
