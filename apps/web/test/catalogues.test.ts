// Features add their Russian texts as their modules load (issue 17): a translator made before
// reads them, two modules cannot give one key two texts, and a key with no text is reported (the
// end-to-end tests' console watchers fail on it) besides being shown as itself.
import { describe, expect, it, vi } from 'vitest';
import { addRussianTexts, translatorFor } from '../app/i18n';
import { ruLocation } from '../app/i18n/messages/ru-location';

describe('texts added by a feature', () => {
  it('are read by a translator made before they were added', () => {
    const t = translatorFor('ru');
    addRussianTexts({ 'test.later': 'Позже' });
    expect(t('test.later')).toBe('Позже');
  });

  it('may be added again by a second module, but not with another text', () => {
    expect(() => addRussianTexts(ruLocation)).not.toThrow();
    expect(() => addRussianTexts(ruLocation)).not.toThrow();
    expect(() => addRussianTexts({ 'location.save': 'Другое' })).toThrow(/location\.save/);
  });

  it('are missed loudly: a key no module added is reported on the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(translatorFor('ru')('test.never-added')).toBe('test.never-added');
    expect(error).toHaveBeenCalledWith("No text for message 'test.never-added'");
    error.mockRestore();
  });
});
