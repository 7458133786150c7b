<?php
/**
 * The page inside the widget's iframe for the embedded provider: a bare HTML
 * document that loads build/delivery/frame.js (React from WordPress).
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery\Provider;

use Vitrina\Assets\Islands;

use Vitrina\Delivery\WidgetPage;
use Vitrina\Settings\Options;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the frame page. Nothing of the theme is loaded: the page prints its
 * own style and scripts through a private WP_Scripts instance.
 */
final class FramePage {

	/** The island: the frame page is its `frame` entry (src/delivery/frame). */
	public const ISLAND = WidgetPage::ISLAND;

	/** The entry: build/delivery/frame.js, .css and .asset.php. */
	public const ENTRY = 'frame';

	/** Script handle (Islands::handle( ISLAND, ENTRY )). */
	public const HANDLE = 'vitrina-delivery-frame';

	/** The island's settings element, which the frame script reads (as every island's: vitrina-settings-<island>). */
	public const SETTINGS_ID = 'vitrina-settings-' . self::ISLAND;

	/**
	 * The sandbox of every widget page, the embedded one and an external
	 * provider's: scripts, forms and popups, but never the shop's origin
	 * (no allow-same-origin), so that the page gets neither the shop's
	 * cookies, storage and DOM nor its REST API. The loader gives the iframe
	 * the same tokens. The embedded page needs no more: it talks to the
	 * parent by postMessage and fetches only the public provider routes
	 * through the API script (CORS, no cookies).
	 */
	public const SANDBOX = 'allow-scripts allow-forms allow-popups';

	/**
	 * The headers of a widget page: HTML, sandboxed, framable by the shop's
	 * own pages only, never sniffed.
	 *
	 * @return array<string, string>
	 */
	public static function headers(): array {
		return array(
			'Content-Type'            => 'text/html; charset=utf-8',
			'X-Content-Type-Options'  => 'nosniff',
			'X-Frame-Options'         => 'SAMEORIGIN',
			'Content-Security-Policy' => 'sandbox ' . self::SANDBOX . "; frame-ancestors 'self'",
			'Cache-Control'           => 'no-cache, must-revalidate, max-age=0',
		);
	}

	/**
	 * Where the frame's build is: directory and URL (with trailing slashes)
	 * of the island's build folder, which holds frame.js, frame.css and
	 * frame.asset.php.
	 *
	 * @return array{dir: string, url: string}
	 */
	public static function build(): array {
		/**
		 * Filters where the delivery frame's build is (tests use a fixture).
		 *
		 * @param array{dir: string, url: string} $build Directory and URL, with trailing slashes.
		 */
		$build = apply_filters(
			'vitrina_delivery_frame_build',
			array(
				'dir' => VITRINA_DIR . '/build/' . self::ISLAND . '/',
				'url' => plugins_url( 'build/' . self::ISLAND . '/', VITRINA_FILE ),
			)
		);
		return array(
			'dir' => trailingslashit( is_array( $build ) && is_string( $build['dir'] ?? null ) ? $build['dir'] : '' ),
			'url' => trailingslashit( is_array( $build ) && is_string( $build['url'] ?? null ) ? $build['url'] : '' ),
		);
	}

	/**
	 * The REST answer: the page as text/html, sandboxed, framable by the
	 * shop's own pages.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public static function response( WP_REST_Request $request ): WP_REST_Response {
		$lang    = 'en' === $request->get_param( 'lang' ) ? 'en' : 'ru';
		$headers = self::headers();
		// Images from the shop and the map's tile server only.
		$tiles                               = self::tile_source();
		$headers['Content-Security-Policy'] .= "; img-src 'self' data:" . ( '' !== $tiles ? ' ' . $tiles : '' );
		return new WP_REST_Response( self::html( $lang ), 200, $headers );
	}

	/**
	 * The map's tiles of the point step (settings delivery_map_tiles and
	 * delivery_map_attribution), or null when the shop has none (no map).
	 *
	 * @return array{url: string, attribution: string}|null
	 */
	public static function map_tiles(): ?array {
		$url = (string) Options::get( 'delivery_map_tiles' );
		return '' === $url ? null : array(
			'url'         => $url,
			'attribution' => (string) Options::get( 'delivery_map_attribution' ),
		);
	}

	/**
	 * The CSP source of the tile server: its origin (a `{s}.` server letter
	 * as `*.`), or its scheme when the template puts a placeholder elsewhere
	 * in the host; nothing without tiles.
	 */
	public static function tile_source(): string {
		$tiles = self::map_tiles();
		if ( null === $tiles ) {
			return '';
		}
		$parts  = wp_parse_url( (string) preg_replace( '#^(https?://)\{s\}\.#i', '$1vitrina-s.', $tiles['url'] ) );
		$scheme = is_array( $parts ) && in_array( $parts['scheme'] ?? '', array( 'http', 'https' ), true ) ? $parts['scheme'] : 'https';
		$host   = is_array( $parts ) ? (string) ( $parts['host'] ?? '' ) : '';
		if ( '' === $host || str_contains( $host, '{' ) || ! preg_match( '/^[a-z0-9.-]+$/i', $host ) ) {
			return $scheme . ':';
		}
		$host = preg_replace( '/^vitrina-s\./', '*.', $host );
		$port = is_array( $parts ) && isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '';
		return $scheme . '://' . $host . $port;
	}

	/**
	 * The HTML document.
	 *
	 * @param string $lang ru or en.
	 */
	public static function html( string $lang ): string {
		$build    = self::build();
		$settings = wp_json_encode(
			array(
				'lang' => $lang,
				'type' => 'cart',
				'map'  => self::map_tiles(),
			),
			JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES
		);
		$file     = $build['dir'] . self::ENTRY;
		$asset    = is_readable( $file . '.asset.php' ) ? require $file . '.asset.php' : null;
		$title    = 'en' === $lang ? 'Delivery' : 'Доставка';

		$head = '';
		$body = '';
		if ( is_array( $asset ) && is_readable( $file . '.js' ) ) {
			$version = is_scalar( $asset['version'] ?? null ) ? (string) $asset['version'] : VITRINA_VERSION;
			if ( is_readable( $file . '.css' ) ) {
				// A page of its own, outside WordPress's head: its small style
				// is printed in it, one request less before the widget shows.
				$head .= '<style>' . str_ireplace( '</style', '<\/style', (string) file_get_contents( $file . '.css' ) ) . "</style>\n"; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local build file.
			}
			$body .= self::scripts( $build['url'] . self::ENTRY . '.js', array_map( 'strval', (array) ( $asset['dependencies'] ?? array() ) ), $version, $lang );
		} else {
			$body .= '<p class="vitrina-delivery-frame-missing">' . esc_html__( 'The delivery frame has not been built: run npm run build.', 'vitrina' ) . "</p>\n";
		}

		return '<!DOCTYPE html>' . "\n"
			. '<html lang="' . esc_attr( $lang ) . '">' . "\n"
			. "<head>\n<meta charset=\"utf-8\">\n"
			. '<meta name="viewport" content="width=device-width, initial-scale=1">' . "\n"
			. '<meta name="robots" content="noindex">' . "\n"
			. '<title>' . esc_html( $title ) . "</title>\n"
			. $head
			. "</head>\n<body>\n"
			. '<div id="vitrina-delivery-frame"></div>' . "\n"
			. '<script type="application/json" id="' . esc_attr( self::SETTINGS_ID ) . '">' . $settings . "</script>\n"
			. $body
			. "</body>\n</html>\n";
	}

	/**
	 * The script tags of the frame and its dependencies (React and
	 *
	 * @wordpress/* from WordPress), from a private WP_Scripts instance so
	 * that nothing else of the site is printed.
	 *
	 * @param string   $src     Script URL.
	 * @param string[] $deps    Dependencies.
	 * @param string   $version Version.
	 * @param string   $lang    ru or en: the script translations follow it, not the site's locale.
	 */
	private static function scripts( string $src, array $deps, string $version, string $lang ): string {
		$locale  = static fn() => 'en' === $lang ? 'en_US' : 'ru_RU';
		add_filter( 'pre_determine_locale', $locale );
		$scripts = new \WP_Scripts();
		$scripts->add( self::HANDLE, $src, $deps, $version );
		if ( in_array( 'wp-i18n', $deps, true ) ) {
			$scripts->set_translations( self::HANDLE, 'vitrina', VITRINA_DIR . '/languages' );
		}
		// Script translations are looked up in the global instance: lend it ours while printing.
		$saved                 = $GLOBALS['wp_scripts'] ?? null;
		$GLOBALS['wp_scripts'] = $scripts; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		ob_start();
		try {
			// The frame's texts go through the runtime's i18n (bundled), as
			// the islands' do: no wp-i18n or wp-hooks in the frame.
			if ( ! in_array( 'wp-i18n', $deps, true ) ) {
				echo Islands::translations( self::HANDLE ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a JSON script tag built by WordPress.
			}
			$scripts->do_items( array( self::HANDLE ) );
		} finally {
			$html                  = (string) ob_get_clean();
			$GLOBALS['wp_scripts'] = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			remove_filter( 'pre_determine_locale', $locale );
		}
		return $html;
	}
}
