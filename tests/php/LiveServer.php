<?php
/**
 * A real web server for the test site: PHP's built-in server with several
 * workers, so that a test can send concurrent requests (races, rate limits,
 * slow upstreams) and read the debug log they leave.
 *
 * The server sees only committed data: each batch of requests first commits
 * what the test wrote so far (a test that uses the server removes what it
 * made afterwards, as with TestCase::commit_now()).
 *
 * @package Vitrina
 */

namespace Vitrina\Tests;

/**
 * Starts once per PHPUnit run (on first use), stops at exit.
 */
final class LiveServer {

	/**
	 * The server process, once started.
	 *
	 * @var resource|null
	 */
	private static $process = null;

	/**
	 * Its port.
	 *
	 * @var int
	 */
	private static int $port = 0;

	/**
	 * The test site's name.
	 */
	public static function site(): string {
		return (string) getenv( 'VITRINA_SITE' );
	}

	/**
	 * The debug log of the test site (both this process and the server write it).
	 */
	public static function debug_log_file(): string {
		return dirname( __DIR__, 2 ) . '/.wp/run/' . self::site() . '-debug.log';
	}

	/**
	 * The debug log's size now, to read what comes after (debug_log_since()).
	 */
	public static function debug_log_mark(): int {
		clearstatcache();
		$file = self::debug_log_file();
		return is_file( $file ) ? (int) filesize( $file ) : 0;
	}

	/**
	 * What the debug log got after a mark.
	 *
	 * @param int $mark A debug_log_mark().
	 */
	public static function debug_log_since( int $mark ): string {
		clearstatcache();
		$file = self::debug_log_file();
		if ( ! is_file( $file ) ) {
			return '';
		}
		$text = (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		return (string) substr( $text, $mark );
	}

	/**
	 * Starts the server (idempotent) and returns its base URL. It serves the
	 * test site on the site's own port (WordPress's home URL).
	 *
	 * @param int $workers PHP_CLI_SERVER_WORKERS.
	 * @throws \RuntimeException When the server cannot start.
	 */
	public static function start( int $workers = 4 ): string {
		if ( null !== self::$process ) {
			return self::base();
		}
		$root       = dirname( __DIR__, 2 );
		self::$port = (int) getenv( 'VITRINA_PORT_SITE' );
		if ( self::answers() ) {
			throw new \RuntimeException( 'Port ' . self::$port . ' is taken: the live server of the test site cannot start.' );
		}
		$env     = array_merge(
			getenv(),
			array(
				'VITRINA_SITE'           => self::site(),
				'VITRINA_PORT_SITE'      => (string) self::$port,
				'PHP_CLI_SERVER_WORKERS' => (string) $workers,
			)
		);
		$command = array(
			PHP_BINARY,
			'-d',
			'sendmail_path=/bin/true',
			'-d',
			'memory_limit=512M',
			'-S',
			'127.0.0.1:' . self::$port,
			$root . '/bin/router.php',
		);
		// Test-only must-use plugins (tests/php/fixtures/mu-plugins): e.g. the
		// error trace that tells the plugin's PHP errors from others'.
		$mu = $root . '/.wp/sites/' . self::site() . '/wp-content/mu-plugins';
		if ( ! is_dir( $mu ) ) {
			mkdir( $mu, 0777, true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_mkdir
		}
		foreach ( (array) glob( __DIR__ . '/fixtures/mu-plugins/*.php' ) as $fixture ) {
			$link = $mu . '/' . basename( (string) $fixture );
			if ( ! is_link( $link ) ) {
				symlink( (string) $fixture, $link );
			}
		}
		$log = $root . '/.wp/run/' . self::site() . '-server.log';
		if ( ! is_dir( dirname( $log ) ) ) {
			mkdir( dirname( $log ), 0777, true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_mkdir
		}
		// phpcs:ignore WordPress.WP.AlternativeFunctions -- a test process.
		$process = proc_open(
			$command,
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'file', $log, 'a' ),
				2 => array(
					'file',
					$log,
					'a',
				),
			),
			$pipes,
			$root . '/.wp/core',
			$env
		);
		if ( ! is_resource( $process ) ) {
			throw new \RuntimeException( 'The live server did not start.' );
		}
		self::$process = $process;
		register_shutdown_function( array( self::class, 'stop' ) );
		for ( $i = 0; $i < 100; $i++ ) {
			if ( self::answers() ) {
				return self::base();
			}
			usleep( 100000 );
		}
		self::stop();
		throw new \RuntimeException( 'The live server did not answer: see ' . $log );
	}

	/**
	 * Stops the server and its workers.
	 */
	public static function stop(): void {
		if ( null === self::$process ) {
			return;
		}
		$status = proc_get_status( self::$process );
		if ( ! empty( $status['pid'] ) ) {
			// The workers are the server's children: end them first.
			exec( 'pkill -TERM -P ' . (int) $status['pid'] . ' 2>/dev/null' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
		}
		proc_terminate( self::$process );
		proc_close( self::$process );
		self::$process = null;
	}

	/**
	 * The base URL.
	 */
	public static function base(): string {
		return 'http://127.0.0.1:' . self::$port;
	}

	/**
	 * Whether something answers on the port.
	 */
	private static function answers(): bool {
		$socket = @fsockopen( '127.0.0.1', self::$port, $errno, $errstr, 0.2 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
		if ( false === $socket ) {
			return false;
		}
		fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		return true;
	}

	/**
	 * One request. See parallel() for the fields.
	 *
	 * @param array<string, mixed> $request The request.
	 * @return array{status: int, headers: array<string, string>, body: string, time: float, cookies: array<string, string>}
	 */
	public static function request( array $request ): array {
		return self::parallel( array( $request ) )[0];
	}

	/**
	 * Sends requests at once (curl_multi) and returns their answers in order.
	 *
	 * A request: `path` (or a full `url`), `method` (GET), `headers`
	 * (name => value), `cookies` (name => value), `body` (a string, or an
	 * array sent as a form), `timeout` (s, default 30).
	 * An answer: `status` (0 when no answer came), `headers` (lower-case
	 * name => last value), `body`, `time` (s), `cookies` set by the answer.
	 *
	 * @param list<array<string, mixed>> $requests The requests.
	 * @return list<array{status: int, headers: array<string, string>, body: string, time: float, cookies: array<string, string>}>
	 */
	public static function parallel( array $requests ): array {
		global $wpdb;
		self::start();
		// The test's open transaction would hold row locks the server's
		// requests wait for (and hide its data from them): commit it first.
		$wpdb->query( 'COMMIT' );
		$wpdb->query( 'START TRANSACTION' );
		$multi   = curl_multi_init();
		$handles = array();
		$heads   = array();
		foreach ( $requests as $i => $request ) {
			$url    = isset( $request['url'] ) ? (string) $request['url'] : self::base() . (string) ( $request['path'] ?? '/' );
			$handle = curl_init( $url );
			$lines  = array();
			foreach ( (array) ( $request['headers'] ?? array() ) as $name => $value ) {
				$lines[] = $name . ': ' . $value;
			}
			$cookies = array();
			foreach ( (array) ( $request['cookies'] ?? array() ) as $name => $value ) {
				$cookies[] = $name . '=' . rawurlencode( (string) $value );
			}
			if ( $cookies ) {
				$lines[] = 'Cookie: ' . implode( '; ', $cookies );
			}
			$heads[ $i ] = array();
			curl_setopt_array(
				$handle,
				array(
					CURLOPT_CUSTOMREQUEST  => strtoupper( (string) ( $request['method'] ?? 'GET' ) ),
					CURLOPT_RETURNTRANSFER => true,
					CURLOPT_HTTPHEADER     => $lines,
					CURLOPT_TIMEOUT        => (int) ( $request['timeout'] ?? 30 ),
					CURLOPT_HEADERFUNCTION => static function ( $curl, string $line ) use ( &$heads, $i ): int {
						unset( $curl );
						$heads[ $i ][] = rtrim( $line );
						return strlen( $line );
					},
				)
			);
			if ( isset( $request['body'] ) ) {
				$body = $request['body'];
				curl_setopt( $handle, CURLOPT_POSTFIELDS, is_array( $body ) ? http_build_query( $body ) : (string) $body );
			}
			curl_multi_add_handle( $multi, $handle );
			$handles[ $i ] = $handle;
		}
		do {
			$status = curl_multi_exec( $multi, $running );
			if ( $running ) {
				curl_multi_select( $multi, 0.1 );
			}
		} while ( $running && CURLM_OK === $status );
		$answers = array();
		foreach ( $handles as $i => $handle ) {
			$headers = array();
			$cookies = array();
			foreach ( $heads[ $i ] as $line ) {
				if ( ! str_contains( $line, ':' ) ) {
					continue;
				}
				list( $name, $value )           = explode( ':', $line, 2 );
				$headers[ strtolower( $name ) ] = trim( $value );
				if ( 'set-cookie' === strtolower( $name ) && preg_match( '/^\s*([^=;]+)=([^;]*)/', $value, $m ) ) {
					$cookies[ $m[1] ] = rawurldecode( $m[2] );
				}
			}
			$answers[] = array(
				'status'  => (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE ),
				'headers' => $headers,
				'body'    => (string) curl_multi_getcontent( $handle ),
				'time'    => (float) curl_getinfo( $handle, CURLINFO_TOTAL_TIME ),
				'cookies' => $cookies,
			);
			curl_multi_remove_handle( $multi, $handle );
			curl_close( $handle );
		}
		curl_multi_close( $multi );
		return $answers;
	}
}
