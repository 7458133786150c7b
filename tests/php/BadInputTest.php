<?php
/**
 * The bad-input suite: malformed, oversized and array-shaped values sent to
 * every action and route of the plugin over real HTTP.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests;

/**
 * Finds every admin-ajax, wc-ajax and REST endpoint Vitrina registers (so a
 * new one is covered without listing it here), sends each a set of hostile
 * requests through the live server (anonymous, as a shopper's browser or a
 * script would) and asserts: no answer is a server error (5xx) and the debug
 * log gets no PHP notice, warning or error that names the plugin, its files
 * or its text domain.
 */
final class BadInputTest extends TestCase {

	/**
	 * Parameter names the plugin's endpoints read (sent all at once, so that
	 * each endpoint meets its own in every bad shape).
	 */
	private const PARAMS = array(
		'id',
		'ids',
		'product_id',
		'variation_id',
		'quantity',
		'key',
		'cart_item_key',
		'nonce',
		'_wpnonce',
		'security',
		'query',
		's',
		'post_type',
		'product_cat',
		'number',
		'order_id',
		'order_key',
		'group',
		'list',
		'category',
		'rating',
		'email',
		'name',
		'message',
		'popup_id',
		'event',
		'type',
		'url',
		'sr_data',
		'pay_method',
		'city',
		'cityId',
		'deliveryType',
		'tariffId',
		'pointId',
		'page',
		'per_page',
		'items',
		'products',
		'weight',
		'lang',
		'id_list',
		'vitrina_hp',
		'redirect',
		'settled',
	);

	/**
	 * The bad shapes of a value: name => query string for all PARAMS.
	 *
	 * @return array<string, string>
	 */
	private static function shapes(): array {
		$build = static function ( callable $value ): string {
			$parts = array();
			foreach ( self::PARAMS as $name ) {
				$parts[] = $value( $name );
			}
			return implode( '&', $parts );
		};
		return array(
			'arrays'        => $build( static fn( string $n ): string => $n . '[]=1&' . $n . '[]=2' ),
			'nested arrays' => $build( static fn( string $n ): string => $n . '[a][b][]=1' ),
			'keyed arrays'  => $build( static fn( string $n ): string => $n . '[x]=' . rawurlencode( '{"a":1}' ) ),
			'long strings'  => $build( static fn( string $n ): string => $n . '=' . str_repeat( 'Ж', 1500 ) ),
			'bad utf8'      => $build( static fn( string $n ): string => $n . '=' . rawurlencode( "\xff\xfe\x00\x1b<script>x</script>" ) ),
			'numbers'       => $build( static fn( string $n ): string => $n . '=' . rawurlencode( '-99999999999999999999999' ) ),
			'floats'        => $build( static fn( string $n ): string => $n . '=1e309' ),
			'json garbage'  => $build( static fn( string $n ): string => $n . '=' . rawurlencode( '{"a":[[[[[' ) ),
			'empty'         => $build( static fn( string $n ): string => $n . '=' ),
			'sql and paths' => $build( static fn( string $n ): string => $n . '=' . rawurlencode( "1' OR 1=1 -- ../../etc/passwd" ) ),
		);
	}

	/**
	 * Every endpoint of the plugin: label => path (with its query string
	 * start), found in the hooks and the REST server.
	 *
	 * @return array<string, string>
	 */
	private static function endpoints(): array {
		global $wp_filter;
		$root      = dirname( __DIR__, 2 );
		$endpoints = array();
		foreach ( $wp_filter as $hook => $callbacks ) {
			$hook = (string) $hook;
			if ( ! preg_match( '/^(wp_ajax_nopriv_|wp_ajax_|wc_ajax_)(.+)$/', $hook, $m ) ) {
				continue;
			}
			if ( ! self::hook_is_ours( $callbacks, $root ) ) {
				continue;
			}
			if ( 'wc_ajax_' === $m[1] ) {
				$endpoints[ 'wc-ajax ' . $m[2] ] = '/?wc-ajax=' . rawurlencode( $m[2] ) . '&';
			} else {
				$endpoints[ 'admin-ajax ' . $m[2] ] = '/wp-admin/admin-ajax.php?action=' . rawurlencode( $m[2] ) . '&';
			}
		}
		// Calls answered before the modules register (plugins_loaded).
		foreach ( array( 'woodmart_add_to_wishlist', 'woodmart_add_to_compare', 'woodmart_ajax_search' ) as $early ) {
			$endpoints[ 'admin-ajax ' . $early ] = '/wp-admin/admin-ajax.php?action=' . $early . '&';
		}
		foreach ( array_keys( rest_get_server()->get_routes() ) as $route ) {
			if ( ! preg_match( '#^/vitrina#', $route ) ) {
				continue;
			}
			$path                          = (string) preg_replace( '#\(\?P<[a-z_]+>[^)]+\)#', '1', $route );
			$endpoints[ 'rest ' . $route ] = '/?rest_route=' . rawurlencode( $path ) . '&';
		}
		// Pages that read request input: search results, the shop with filters.
		$endpoints['page search'] = '/?post_type=product&';
		$endpoints['page home']   = '/?';
		ksort( $endpoints );
		return $endpoints;
	}

	/**
	 * Whether a hook has a callback defined in the plugin's code.
	 *
	 * @param mixed  $callbacks The WP_Hook.
	 * @param string $root      The plugin's folder.
	 */
	private static function hook_is_ours( $callbacks, string $root ): bool {
		if ( ! $callbacks instanceof \WP_Hook ) {
			return false;
		}
		foreach ( $callbacks->callbacks as $by_priority ) {
			foreach ( $by_priority as $callback ) {
				$function = $callback['function'];
				try {
					if ( is_array( $function ) ) {
						$reflection = new \ReflectionMethod( $function[0], (string) $function[1] );
					} elseif ( $function instanceof \Closure || is_string( $function ) ) {
						$reflection = new \ReflectionFunction( $function );
					} else {
						continue;
					}
				} catch ( \ReflectionException $e ) {
					continue;
				}
				$file = (string) $reflection->getFileName();
				if ( str_starts_with( $file, $root . '/includes/' ) || $file === $root . '/plugin.php' ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * The lines of a debug log excerpt that are PHP errors of the plugin:
	 * raised in its files or with its code on the stack (the error trace
	 * must-use plugin of the test site logs those), or naming its text
	 * domain. WordPress's and WooCommerce's own warnings on array-shaped
	 * input (their form handlers read `_wpnonce` on every request) are not
	 * the plugin's.
	 *
	 * @param string $log The excerpt.
	 * @return list<string>
	 */
	private static function our_errors( string $log ): array {
		$root  = dirname( __DIR__, 2 );
		$lines = array();
		foreach ( explode( "\n", $log ) as $line ) {
			if ( str_contains( $line, 'PHP error through Vitrina' ) ) {
				$lines[] = $line;
				continue;
			}
			if ( ! preg_match( '/PHP (Notice|Warning|Deprecated|Fatal error|Parse error|Recoverable)|Function .* was called <strong>incorrectly|Uncaught/i', $line ) ) {
				continue;
			}
			$path = str_replace( array( $root . '/.wp/', $root . '/vendor/' ), '', $line );
			if ( str_contains( $path, $root . '/' ) || false !== stripos( $line, 'vitrina' ) ) {
				$lines[] = $line;
			}
		}
		return $lines;
	}

	/**
	 * Sends every shape to every endpoint, as GET and as POST (a form body
	 * and a JSON body), and with hostile cookies, and checks the answers and
	 * the debug log.
	 */
	public function test_no_endpoint_fails_or_logs_on_bad_input(): void {
		$endpoints = self::endpoints();
		$this->assertGreaterThan( 10, count( $endpoints ), 'the endpoints were found: ' . implode( ', ', array_keys( $endpoints ) ) );
		if ( self::has_woocommerce() ) {
			$this->assertArrayHasKey( 'wc-ajax woodmart_quick_view', $endpoints );
			$this->assertArrayHasKey( 'rest /vitrina-widget-api/set-delivery', $endpoints );
		}
		$this->assertArrayHasKey( 'rest /vitrina/v1/state', $endpoints );

		$cookies  = array(
			'vitrina_attr'                => '{"a":[[[[',
			'vitrina_wishlist'            => str_repeat( '9,', 2000 ),
			'vitrina_compare'             => 'a[]=x',
			'woocommerce_recently_viewed' => '|x|-1|99999999999999999999',
		);
		$failures = array();
		$logged   = array();
		$sent     = 0;
		foreach ( $endpoints as $label => $path ) {
			$requests = array();
			$names    = array();
			foreach ( self::shapes() as $shape => $query ) {
				if ( strlen( $query ) < 6000 ) { // Longer URLs are refused by the web server itself.
					$requests[] = array(
						'path'    => $path . $query,
						'cookies' => $cookies,
					);
					$names[]    = "GET $label ($shape)";
				}
				$requests[] = array(
					'path'    => $path,
					'method'  => 'POST',
					'body'    => $query,
					'headers' => array(
						'Content-Type' => 'application/x-www-form-urlencoded',
						'X-WP-Nonce'   => 'x',
					),
				);
				$names[]    = "POST $label ($shape)";
			}
			$requests[] = array(
				'path'    => $path,
				'method'  => 'POST',
				'body'    => '{"sr_data":{"delivery":[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]},"id":{"a":1},"products":"x"',
				'headers' => array( 'Content-Type' => 'application/json' ),
			);
			$names[]    = "POST $label (json body)";
			$requests[] = array(
				'path'    => $path,
				'method'  => 'POST',
				'body'    => str_repeat( 'x=' . str_repeat( 'y', 1000 ) . '&', 300 ),
				'headers' => array( 'Content-Type' => 'application/x-www-form-urlencoded' ),
			);
			$names[]    = "POST $label (300 kB body)";
			$mark       = LiveServer::debug_log_mark();
			foreach ( LiveServer::parallel( $requests ) as $i => $answer ) {
				++$sent;
				if ( 0 === $answer['status'] || $answer['status'] >= 500 ) {
					$failures[] = $names[ $i ] . ': HTTP ' . $answer['status'] . ' ' . substr( wp_strip_all_tags( $answer['body'] ), 0, 200 );
				}
			}
			foreach ( self::our_errors( LiveServer::debug_log_since( $mark ) ) as $line ) {
				$logged[] = $label . ': ' . preg_replace( '/^\[[^\]]+\]\s*/', '', $line );
			}
		}
		$logged = array_slice( array_values( array_unique( $logged ) ), 0, 40 );
		$this->assertSame( array(), array_merge( $failures, $logged ), count( $failures ) . " of $sent requests failed on the server; PHP errors naming the plugin logged: " . count( $logged ) );
	}
}
