import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';

export const STACK_URL = `http://127.0.0.1:${
	process.env.VITRINA_STACK_PORT || 8080
}`;

/** nginx, without the page cache: its answers come from the web nodes in turn. */
export const NGINX_URL = `http://127.0.0.1:${
	process.env.VITRINA_STACK_NGINX_PORT || 8081
}`;

/**
 * Runs PHP inside the stack's WordPress (bin/wp.php eval-file, site
 * "stack": the same object cache as the web nodes).
 *
 * @param php PHP code, without the opening tag.
 * @return What it printed.
 */
export function stackPhp( php: string ): string {
	const file = path.join( os.tmpdir(), `vitrina-stack-${ process.pid }.php` );
	fs.writeFileSync( file, `<?php\n${ php }\n` );
	try {
		return execFileSync(
			'bash',
			[
				'-c',
				'source bin/lib.sh && wp stack eval-file "$1"',
				'bash',
				file,
			],
			{ encoding: 'utf8' }
		);
	} finally {
		fs.rmSync( file, { force: true } );
	}
}

/** Empties Varnish's cache (every stored page is banned). */
export function banAll(): void {
	execFileSync( 'varnishadm', [
		'-n',
		path.resolve( '.wp/stack/varnish' ),
		'ban',
		'req.url ~ .',
	] );
}

/** Empties Redis, the web nodes' object cache. */
export function flushObjectCache(): void {
	execFileSync( 'redis-cli', [
		'-h',
		'127.0.0.1',
		'-p',
		process.env.VITRINA_STACK_REDIS_PORT || '6380',
		'flushall',
	] );
}

/** What the stack said about one answer. */
export interface Seen {
	url: string;
	type: string;
	status: number;
	cache: string;
	node: string;
	setCookie: string;
}

/**
 * Records every answer a page gets from the stack (not other origins).
 *
 * @param page The page.
 * @return The list, filled as answers come.
 */
export function record( page: Page ): Seen[] {
	const seen: Seen[] = [];
	page.on( 'response', async ( response: Response ) => {
		if ( ! response.url().startsWith( STACK_URL ) ) {
			return;
		}
		// allHeaders(): headers() leaves Set-Cookie out.
		const headers = await response
			.allHeaders()
			.catch( () => ( {} ) as Record< string, string > );
		seen.push( {
			url: response.url().slice( STACK_URL.length ),
			type: response.request().resourceType(),
			status: response.status(),
			cache: headers[ 'x-cache' ] || '',
			node: headers[ 'x-vitrina-node' ] || '',
			setCookie: headers[ 'set-cookie' ] || '',
		} );
	} );
	return seen;
}

/**
 * Opens a page and waits for the shopper's state to be applied: from the
 * state request, or known without one for a guest with nothing personal
 * (`html[data-vitrina-state]`, src/runtime/state.ts).
 *
 * @param page The page.
 * @param url  Path.
 * @return The document's answer.
 */
export async function open( page: Page, url: string ) {
	const response = await page.goto( url );
	await page
		.locator( 'html[data-vitrina-state]' )
		.waitFor( { state: 'attached' } );
	await page.waitForLoadState( 'networkidle' );
	return response;
}

/**
 * The X-Cache header of a document's answer.
 *
 * @param response The answer.
 */
export const cacheOf = ( response: Response | null ) =>
	response?.headers()[ 'x-cache' ] || '';
