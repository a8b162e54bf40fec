import { z } from 'zod';

/** Where the S3-compatible store is; credentials are not here but in the AWS variables. */
export type S3Settings = {
  bucket: string;
  /** The service's address (MinIO, R2, Ceph); unset means AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: what MinIO and Ceph usually need. */
  forcePathStyle: boolean;
};

const FORMAT = 's3://<bucket>?endpoint=<url>&region=<region>&forcePathStyle=true';
const OPTIONS = new Set(['endpoint', 'region', 'forcePathStyle']);

/** Why the URL cannot be used, or its settings. */
function parse(value: string): S3Settings | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `not a URL; the form is ${FORMAT}`;
  }
  if (url.protocol !== 's3:') return `only S3-compatible storage is supported: ${FORMAT}`;
  // A key in the URL would end up in logs and error messages; the SDK finds it in the environment.
  if (url.username || url.password)
    return 'put the credentials in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, not in the URL';
  if (!url.hostname) return `names no bucket: ${FORMAT}`;
  if (url.pathname !== '' && url.pathname !== '/') return `a key prefix (${url.pathname}) is not supported: ${FORMAT}`;
  for (const key of url.searchParams.keys()) {
    if (!OPTIONS.has(key)) return `unknown option '${key}' (known: endpoint, region, forcePathStyle)`;
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint)) return 'endpoint is not an http(s) URL';
  const pathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (!/^(true|false|1|0)$/.test(pathStyle)) return 'forcePathStyle must be true or false';
  return {
    bucket: decodeURIComponent(url.hostname),
    endpoint,
    region: url.searchParams.get('region') || 'us-east-1',
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
  };
}

/** `STORAGE_URL`: an S3-compatible bucket for the uploads (docs/configuration-and-commands.md). */
export const storageUrlSetting = z.string().transform((value, ctx) => {
  const settings = parse(value);
  if (typeof settings === 'string') {
    ctx.addIssue({ code: 'custom', message: settings, input: value });
    return z.NEVER;
  }
  return settings;
});
