import * as client from "openid-client";
import type { OidcSettings } from "./oidcTypes.ts";

/** Long enough for a slow provider, short enough that someone waiting on the sign-in page gets an answer. */
const timeoutSeconds = 10;

/**
 * The provider's configuration (endpoints, keys' address), fetched from its discovery document on the
 * first sign-in and kept: asking at start-up would stop the server from starting while the provider is
 * down. A failure is not kept, so the next sign-in asks again.
 */
export function lazyDiscovery(settings: OidcSettings, allowHttp: boolean): () => Promise<client.Configuration> {
  let configuration: Promise<client.Configuration> | undefined;
  return () => {
    configuration ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        timeout: timeoutSeconds,
        execute: allowHttp ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };
}
