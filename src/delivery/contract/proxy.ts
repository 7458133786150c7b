/**
 * Provider addresses through the shop's API script
 * (`{apiScript}?url=<encoded provider address>`, docs/delivery-provider.md):
 * the loader's calls 1 and 2 and the frame's provider calls are built with
 * these.
 */
import { PROVIDER_DEV_HOST, PROVIDER_HOST } from './constants';

/**
 * The provider host identifier: dev with devMode.
 *
 * @param devMode The devMode parameter.
 * @return The host identifier (ends with a slash).
 */
export const providerHost = ( devMode: boolean ): string =>
	devMode ? PROVIDER_DEV_HOST : PROVIDER_HOST;

/**
 * Builds an address of the API script that forwards to a provider URL.
 *
 * @param apiScript Absolute address of the API script.
 * @param url       Provider URL to forward to.
 * @return `apiScript?url=<encoded url>` (or `&url=` when it has a query).
 */
export function proxyUrl( apiScript: string, url: string ): string {
	return `${ apiScript }${
		apiScript.includes( '?' ) ? '&' : '?'
	}url=${ encodeURIComponent( url ) }`;
}
