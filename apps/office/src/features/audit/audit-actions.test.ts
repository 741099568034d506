import { describe, expect, it } from 'vitest';
import { auditActionKey } from './audit-actions';

describe('audit action names', () => {
  it('names each known action in words', () => {
    expect(auditActionKey('player.block')).toBe('audit.action.player.block');
    expect(auditActionKey('jurisdiction.update')).toBe('audit.action.jurisdiction.update');
    expect(auditActionKey('responsible.flag.review')).toBe('audit.action.responsible.flag.review');
    // The players' own changes, as the API names them (a limit change's status, a break's kind).
    expect(auditActionKey('responsible.limit.requested')).toBe(
      'audit.action.responsible.limit.requested',
    );
    expect(auditActionKey('responsible.break.self_exclusion')).toBe(
      'audit.action.responsible.break.self_exclusion',
    );
  });

  it('names the families: suspensions of any target, the players’ limits and breaks', () => {
    expect(auditActionKey('sports.market.suspend')).toBe('audit.action.sports.suspend');
    expect(auditActionKey('sports.event.reopen')).toBe('audit.action.sports.reopen');
    expect(auditActionKey('responsible.limit.later')).toBe('audit.action.responsible.limit');
    expect(auditActionKey('responsible.break.other')).toBe('audit.action.responsible.break');
  });

  it('leaves an action it does not know to its code', () => {
    expect(auditActionKey('something.new')).toBeUndefined();
    expect(auditActionKey('responsible.limitless')).toBeUndefined();
    // A prefix of a key is not a key.
    expect(auditActionKey('sports')).toBeUndefined();
  });
});
