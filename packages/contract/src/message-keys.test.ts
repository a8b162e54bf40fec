import { describe, expect, it } from 'vitest';
import { messageKeyOf } from './message-keys';
import { MSG } from './messages';

describe('messageKeyOf', () => {
  it('finds the key of a plain message', () => {
    expect(messageKeyOf(MSG.emailInvalid)).toEqual({ key: 'emailInvalid', values: {} });
  });

  it('finds the key of a filled-in message and the values of its placeholders', () => {
    expect(messageKeyOf('Applications closed on 30/04/2026. Changes can no longer be saved.')).toEqual({
      key: 'applicationsClosed',
      values: { date: '30/04/2026' },
    });
    expect(messageKeyOf('Maximum 400 characters')).toEqual({ key: 'answerTooLong', values: { max: '400' } });
  });

  it('answers undefined for a wording that is not a contract message', () => {
    expect(messageKeyOf('Something the server never says')).toBeUndefined();
  });

  it('maps every plain message back to a key with the same wording', () => {
    for (const text of Object.values(MSG)) {
      if (text.includes('{')) continue;
      const known = messageKeyOf(text);
      expect(known && MSG[known.key]).toBe(text);
    }
  });
});
