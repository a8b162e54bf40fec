import { tusMetadata } from '../tus-requests';

/**
 * Hostile values of the tus protocol's headers (issue 29 §6), which the route fuzz test sends to
 * the resumable-upload calls: each replaces one header of a plausible request at a time. Only
 * what a header can carry (visible Latin-1, no control characters: an HTTP client refuses those).
 */
const numbers = [
  '',
  '-1',
  '0',
  '1.5',
  '1e6',
  '0x10',
  ' 5242880',
  '5242880 ',
  '+5242880',
  '05242880',
  'NaN',
  'Infinity',
  '2147483648',
  '9007199254740993',
  '9'.repeat(40),
  'x'.repeat(5000),
  '5242880, 5242880',
];

const b64 = (s: string) => Buffer.from(s, 'latin1').toString('base64');

export const HOSTILE_TUS_HEADERS: Record<string, string[]> = {
  'upload-length': numbers,
  'upload-offset': numbers,
  'upload-metadata': [
    '',
    ',',
    'target',
    'target !!!',
    'target %%%,filename ***',
    `target ${b64('venture:CR12')},target ${b64('video:video')},filename ${b64('a.pdf')}`,
    tusMetadata({ target: 'video:video', id: '2147483648', filename: 'a.webm' }),
    tusMetadata({ target: 'video:video', id: '-1', filename: 'a.webm' }),
    tusMetadata({ target: 'video:video', id: '1e3', filename: 'a.webm' }),
    tusMetadata({ target: 'video:video', id: '9'.repeat(40), filename: 'a.webm' }),
    tusMetadata({ target: 'venture:CR12', filename: '\u0000\u0001' }),
    tusMetadata({ target: 'venture:CR12', filename: 'x'.repeat(4000) }),
    tusMetadata({ target: '../../etc/passwd', filename: 'a.pdf' }),
    tusMetadata({ target: 'venture:CR12', filename: 'a.pdf', filetype: 'x'.repeat(1000) }),
    `${'k'.repeat(200)} ${b64('v')}`,
    ` ${b64('x')}`,
  ],
  'upload-concat': ['partial', 'final;', 'final;/api/uploads/0 /api/uploads/1', 'final', 'garbage', ''],
  'upload-defer-length': ['1', '0', '2', 'x', ''],
  'tus-resumable': ['', '0.2.2', '1.0.0, 1.0.0', '2.0.0', 'x'.repeat(500)],
  'content-type': [
    'application/offset+octet-stream',
    'application/json',
    'text/plain',
    'application/offset+octet-stream; x=1',
    'multipart/form-data',
  ],
  'x-http-method-override': ['DELETE', 'PATCH', 'GET', 'HEAD', 'x'],
};
