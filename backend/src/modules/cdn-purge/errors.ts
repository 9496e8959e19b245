/** No FASTLY_API_TOKEN / FASTLY_SERVICE_ID: there is no CDN to purge. */
export class CdnNotConfiguredError extends Error {
  readonly code = "cdn_not_configured"
  constructor() {
    super("No CDN is configured: set FASTLY_API_TOKEN and FASTLY_SERVICE_ID to purge the Fastly cache.")
  }
}

/** Fastly could not be reached or refused the purge. */
export class CdnPurgeFailedError extends Error {
  readonly code = "cdn_purge_failed"
  constructor(
    message: string,
    readonly upstreamStatus: number | null,
  ) {
    super(message)
  }
}
