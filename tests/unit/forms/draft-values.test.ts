import { describe, expect, it } from 'vitest';
import { draftAlert, draftIssues, isDraftOf, withDraftValues } from '@/lib/forms/draft-values';
import type { FormDraft } from '@/lib/forms/form-drafts';

const draft = (over: Partial<FormDraft> = {}): FormDraft => ({
  form: 'visit',
  values: { propertyId: '12', firstName: 'Marie' },
  issues: [],
  alert: null,
  documents: [],
  ...over,
});

describe('isDraftOf', () => {
  it('takes a draft of the same form about the same property or project only', () => {
    expect(isDraftOf(draft(), 'visit', { propertyId: 12 })).toBe(true);
    expect(isDraftOf(draft(), 'visit', { propertyId: 13 })).toBe(false);
    expect(isDraftOf(draft(), 'offer', { propertyId: 12 })).toBe(false);
    expect(isDraftOf(draft({ form: 'newsletter', values: { email: 'a@b.be' } }), 'newsletter')).toBe(true);
    expect(isDraftOf(draft({ form: 'contact', values: { projectId: '4' } }), 'contact', {})).toBe(false);
    expect(isDraftOf(null, 'visit')).toBe(false);
  });
});

describe('withDraftValues', () => {
  it('puts what was typed over the starting values, object by object, lists whole', () => {
    expect(
      withDraftValues(
        { adults: 1, applicantB: { salutation: '' }, income2: { amount: null, employment: '' }, documents: [] },
        { adults: 3, applicantB: { firstName: 'Luc' }, income2: { amount: 2400 }, documents: ['t'] },
      ),
    ).toEqual({
      adults: 3,
      applicantB: { salutation: '', firstName: 'Luc' },
      income2: { amount: 2400, employment: '' },
      documents: ['t'],
    });
  });
});

describe('draftIssues and draftAlert', () => {
  it('keeps the first issue of each field by its name, and puts an expired proof in the alert', () => {
    const issues = [
      { path: ['applicantA', 'firstName'], message: 'required' },
      { path: ['applicantA', 'firstName'], message: 'tooLong' },
      { path: ['zones'], message: 'chooseOne' },
      { path: ['captcha'], message: 'sendAgain' },
    ];
    expect(draftIssues(issues)).toEqual({ 'applicantA.firstName': 'required', zones: 'chooseOne' });
    expect(draftAlert(draft({ issues }))).toBe('sendAgain');
    expect(draftAlert(draft({ alert: 'rateLimited', issues }))).toBe('rateLimited');
    expect(draftAlert(draft())).toBeNull();
  });
});
