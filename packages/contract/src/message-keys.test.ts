import { describe, expect, it } from 'vitest';
import { contractWording, MESSAGE_SETS, messageKeyOf } from './message-keys';
import { MSG } from './messages';
import { TWO_FACTOR_MSG } from './two-factor';

describe('messageKeyOf', () => {
  it('finds the key of a plain message', () => {
    expect(messageKeyOf(MSG.emailInvalid)).toEqual({ key: 'msg.emailInvalid', values: {} });
  });

  it('finds the key of a filled-in message and the values of its placeholders', () => {
    expect(messageKeyOf('Applications closed on 30/04/2026. Changes can no longer be saved.')).toEqual({
      key: 'msg.applicationsClosed',
      values: { date: '30/04/2026' },
    });
    expect(messageKeyOf('Maximum 400 characters')).toEqual({ key: 'msg.answerTooLong', values: { max: '400' } });
  });

  it('answers undefined for a wording that is not a contract message', () => {
    expect(messageKeyOf('Something the server never says')).toBeUndefined();
  });

  it("finds two-step sign-in's messages under their own section", () => {
    expect(messageKeyOf(TWO_FACTOR_MSG.codeWrong)).toEqual({ key: 'twoFactorMsg.codeWrong', values: {} });
  });

  it('maps every plain message of every set back to a key with the same wording', () => {
    for (const messages of Object.values(MESSAGE_SETS)) {
      for (const text of Object.values(messages) as string[]) {
        if (text.includes('{')) continue;
        const known = messageKeyOf(text);
        expect(known && contractWording(known.key)).toBe(text);
      }
    }
  });

  it('knows the wording of a catalogue key, and nothing of other keys', () => {
    expect(contractWording('msg.emailInvalid')).toBe(MSG.emailInvalid);
    expect(contractWording('twoFactorMsg.codeFormat')).toBe(TWO_FACTOR_MSG.codeFormat);
    expect(contractWording('msg.toString')).toBeUndefined();
    expect(contractWording('nav.about')).toBeUndefined();
  });
});
