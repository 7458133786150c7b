<?php
/**
 * The JS islands: registration from the build, mount markup, and loading an
 * island only on pages that render its markup.
 *
 * @package Vitrina
 */

namespace Vitrina\Assets;

use Vitrina\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Registers build/<island>/index.js with the dependencies of its .asset.php,
 * and enqueues it, with its one JSON settings object, only once markup of the
 * island has been rendered (or asked for with need()).
 */
final class Islands implements Module {

	/**
	 * Islands needed on this page, in the order they were asked for.
	 *
	 * @var array<string, true>
	 */
	private static array $needed = array();

	/**
	 * Islands already enqueued on this page.
	 *
	 * @var array<string, true>
	 */
	private static array $enqueued = array();

	/**
	 * Islands some markup needs at load (they never wait, whatever else asks).
	 *
	 * @var array<string, true>
	 */
	private static array $at_once = array();

	/**
	 * Islands whose scripts wait in a template for their markup's moment.
	 *
	 * @var array<string, true>
	 */
	private static array $waiting = array();

	/**
	 * When a container mounts, and a waiting island's scripts load (the
	 * runtime's `data-vitrina-when`, src/runtime/island.ts): at load, when
	 * the browser is idle, when the container is first visible, or on the
	 * shopper's first use of it (pointer over it, focus in it, a touch).
	 */
	public const WHEN = array( 'load', 'idle', 'visible', 'use' );

	/**
	 * The `use` selector of a waiting island whose markup is the whole page
	 * (the header): its first use is any use of the page, a scroll and a key
	 * included (src/runtime/island.ts).
	 */
	public const PAGE = ':root';

	/**
	 * Markup of a waiting island that is no container of it (card buttons,
	 * the header cart), by island: what loads it on first use, the clicks
	 * and submits held until it runs, and the cookies that make a visitor
	 * load it at once (see on_use()).
	 *
	 * @var array<string, array{use: string[], hold: string[], personal: string[]}>
	 */
	private static array $markup = array();

	/**
	 * Scripts kept for when they are first needed, by name: their handles.
	 *
	 * @var array<string, string>
	 */
	private static array $on_demand = array();

	/**
	 * The entry an island's script is built from on this page where it is
	 * not its index, by island (build_from()).
	 *
	 * @var array<string, string>
	 */
	private static array $variants = array();

	/**
	 * Styles that wait with a waiting island's scripts, by island: the
	 * island's own (where it styles only what the island draws) and others
	 * it brings (see styles_wait()).
	 *
	 * @var array<string, string[]>
	 */
	private static array $waiting_styles = array();

	/**
	 * Island scripts whose texts are translated by the runtime, by handle.
	 *
	 * @var array<string, true>
	 */
	private static array $translated = array();

	/**
	 * The islands whose styles every storefront page's first view needs
	 * (the header, its search form, the lists' buttons and counters, the
	 * cart's), joined at build time into one stylesheet,
	 * build/first-view/index.css (src/first-view): a page that needs two of
	 * them or more asks for that one file instead of one per island.
	 */
	public const FIRST_VIEW = array( 'header', 'search', 'lists', 'cart' );

	/** The joined stylesheet's name under build/ (its handle: vitrina-first-view). */
	public const FIRST_VIEW_STYLE = 'first-view';

	/**
	 * Whether this page's FIRST_VIEW islands take the joined stylesheet:
	 * decided once, with the first of them enqueued (null until then).
	 *
	 * @var bool|null
	 */
	private static ?bool $joined = null;

	/** The runtime every island depends on (src/runtime, build/runtime/index.js). */
	public const RUNTIME = 'runtime';

	/**
	 * Whether the runtime's settings were printed on this page.
	 *
	 * @var bool
	 */
	private static bool $runtime_settings = false;

	/**
	 * The build's chunks.json, once read.
	 *
	 * @var array<string, mixed>|null
	 */
	private static ?array $manifest = null;

	/**
	 * Front end only: the admin screens load their own scripts.
	 */
	public function can_register(): bool {
		return ! is_admin();
	}

	/**
	 * Hooks: islands asked for before the head are enqueued there (styles in
	 * the head), the rest in the footer, before footer scripts print.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue_needed' ), 20 );
		add_action( 'wp_footer', array( self::class, 'enqueue_needed' ), 5 );
		// After wp_print_footer_scripts (20): only scripts no other island
		// printed go into the templates.
		add_action( 'wp_footer', array( self::class, 'print_waiting' ), 21 );
	}

	/**
	 * The script (and style) handle of an island's entry: vitrina-<island>
	 * for its index, vitrina-<island>-<entry> for another entry (e.g.
	 * vitrina-popups-editor for build/popups/editor.js).
	 *
	 * @param string $island Island name (its folder under src/).
	 * @param string $entry  Entry file name without extension.
	 */
	public static function handle( string $island, string $entry = 'index' ): string {
		return 'vitrina-' . $island . ( 'index' === $entry ? '' : '-' . $entry );
	}

	/**
	 * Marks an island as needed on this page.
	 *
	 * @param string $island Island name.
	 * @param string $when   When this markup needs it (one of WHEN): anything
	 *                       but load lets the island's scripts wait (see waits()).
	 */
	public static function need( string $island, string $when = 'load' ): void {
		self::$needed[ $island ] = true;
		if ( 'load' === self::when( $when ) ) {
			self::$at_once[ $island ] = true;
		}
	}

	/**
	 * Lets an island whose markup is no container of it (a card's button,
	 * the header cart: printed by WooCommerce or the theme) wait for the
	 * shopper's first use of that markup, as a container with
	 * `data-vitrina-when="use"` does: its template carries the selectors
	 * and the runtime (src/runtime/island.ts, `loadWaitingIsland`) loads its
	 * scripts on the first pointer over, focus in or touch of a `use`
	 * element; a click on a `hold` element (or a submit of a `hold` form)
	 * before they ran is held and replayed once they did, so no first click
	 * is lost. A visitor with one of the `personal` cookies (the island's
	 * own markers of personal state among the state route's), or logged
	 * in, loads the island at once (`mayHavePersonalState`): it has counts
	 * or a cart to show; a visitor with only another island's personal
	 * state does not. Markup of the island asked for at load still loads
	 * it at load (waits()).
	 *
	 * @param string   $island   Island name.
	 * @param string   $use      Selector of the markup whose first use loads the island.
	 * @param string   $hold     Selector of what a click (a form: a submit) on is held until then.
	 * @param string[] $personal Cookies any of which loads the island at once.
	 */
	public static function on_use( string $island, string $use, string $hold = '', array $personal = array() ): void {
		self::need( $island, 'use' );
		$markup = self::$markup[ $island ] ?? array(
			'use'      => array(),
			'hold'     => array(),
			'personal' => array(),
		);
		foreach ( array(
			'use'  => $use,
			'hold' => $hold,
		) as $key => $selector ) {
			if ( '' !== $selector && ! in_array( $selector, $markup[ $key ], true ) ) {
				$markup[ $key ][] = $selector;
			}
		}
		$markup['personal']      = array_values( array_unique( array_merge( $markup['personal'], $personal ) ) );
		self::$markup[ $island ] = $markup;
	}

	/**
	 * Keeps a script (and its dependencies the page does not print anyway)
	 * out of the page's loading, inert in
	 * `<template data-vitrina-on-demand="{name}">`, for an island to run
	 * when it first needs it (`loadOnDemand( name )` of src/runtime/island.ts).
	 * A page that enqueues the script itself (a variable product's page)
	 * prints it as usual and the template stays empty.
	 *
	 * @param string $name   The name islands load it by.
	 * @param string $handle The script's handle.
	 */
	public static function on_demand( string $name, string $handle ): void {
		self::$on_demand[ $name ] = $handle;
	}

	/**
	 * Builds an island's script on this page from another entry of its
	 * folder (src/<island>/<entry>/index.ts, build/<island>/<entry>.js),
	 * under the island's own handle, settings and moments: a variant with
	 * more in it that a setting asks for, one request where the index would
	 * load that part as a second. Call before the island is registered.
	 *
	 * @param string $island Island name.
	 * @param string $entry  The entry.
	 */
	public static function build_from( string $island, string $entry ): void {
		self::$variants[ $island ] = $entry;
	}

	/**
	 * Lets styles wait with a waiting island's scripts instead of loading
	 * with the page: the island's own stylesheet, where it styles only what
	 * the island draws (the markup looks as the theme has it until then),
	 * and others the island brings (WooCommerce's selectWoo stylesheet with
	 * the calculator). They are printed by WordPress into the island's
	 * template, before its scripts, and the runtime applies them before it
	 * runs the scripts. An island loaded at once prints them with its
	 * scripts.
	 *
	 * @param string   $island Island name.
	 * @param string[] $others Other style handles the island brings.
	 */
	public static function styles_wait( string $island, array $others = array() ): void {
		self::$waiting_styles[ $island ] = array_values( array_unique( array_merge( array( self::handle( $island ) ), $others ) ) );
	}

	/**
	 * Whether an island's scripts wait for the moment of its markup: none of
	 * its markup on the page needs it at load. Its styles and settings are
	 * printed as usual; the markup works without it until then (a plain
	 * form, say), and the runtime runs its scripts at the first container's
	 * moment.
	 *
	 * @param string $island Island name.
	 */
	public static function waits( string $island ): bool {
		return isset( self::$needed[ $island ] ) && ! isset( self::$at_once[ $island ] );
	}

	/**
	 * A known moment, else load.
	 *
	 * @param string $when The asked moment.
	 */
	private static function when( string $when ): string {
		return in_array( $when, self::WHEN, true ) ? $when : 'load';
	}

	/**
	 * Whether an island has been asked for on this page.
	 *
	 * @param string $island Island name.
	 */
	public static function is_needed( string $island ): bool {
		return isset( self::$needed[ $island ] );
	}

	/**
	 * The mount markup of an island's component; marks the island needed.
	 *
	 * @param string               $island    Island name.
	 * @param string               $component Component name within the island.
	 * @param array<string, mixed> $props     Props, validated by the island.
	 * @param string               $inner     Server-rendered inner markup (already escaped).
	 * @param string               $tag       Container tag.
	 * @param string               $when      When the component mounts (one of WHEN, see need()).
	 */
	public static function render( string $island, string $component, array $props = array(), string $inner = '', string $tag = 'div', string $when = 'load' ): string {
		$when = self::when( $when );
		self::need( $island, $when );
		$tag = tag_escape( $tag );
		return sprintf(
			'<%1$s class="vitrina-mount vitrina-%2$s-%3$s" data-vitrina-island="%2$s" data-vitrina-component="%3$s" data-vitrina-props="%4$s"%5$s>%6$s</%1$s>',
			$tag,
			esc_attr( $island ),
			esc_attr( $component ),
			esc_attr( (string) wp_json_encode( (object) $props ) ),
			'load' === $when ? '' : ' data-vitrina-when="' . esc_attr( $when ) . '"',
			$inner
		);
	}

	/**
	 * Reads build/<island>/<entry>.asset.php.
	 *
	 * @param string $island Island name.
	 * @param string $entry  Entry file name without extension.
	 * @return array{dependencies: string[], version: string}|null
	 */
	public static function asset( string $island, string $entry = 'index' ): ?array {
		$file = VITRINA_DIR . '/build/' . $island . '/' . $entry . '.asset.php';
		if ( ! is_readable( $file ) ) {
			return null;
		}
		$asset = require $file;
		if ( ! is_array( $asset ) ) {
			return null;
		}
		return array(
			'dependencies' => array_values( array_map( 'strval', (array) ( $asset['dependencies'] ?? array() ) ) ),
			'version'      => (string) ( $asset['version'] ?? VITRINA_VERSION ),
		);
	}

	/**
	 * Registers the shared chunks an entry needs loaded first (build/chunks.json,
	 * written by the build: e.g. zod, one copy for every island of a page).
	 *
	 * @param string $entry The entry, e.g. product/index.
	 * @return string[] Their script handles.
	 */
	public static function shared_chunks( string $entry ): array {
		if ( null === self::$manifest ) {
			$file           = VITRINA_DIR . '/build/chunks.json';
			$json           = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local build file.
			self::$manifest = is_array( $json ) ? $json : array();
		}
		$names   = self::$manifest['entries'][ $entry ] ?? array();
		$handles = array();
		foreach ( is_array( $names ) ? $names : array() as $name ) {
			$chunk = self::$manifest['chunks'][ $name ] ?? null;
			if ( ! is_string( $name ) || ! is_array( $chunk ) || ! is_string( $chunk['file'] ?? null ) || ! preg_match( '/^[a-z0-9\/_.-]+\.js$/', $chunk['file'] ) ) {
				continue;
			}
			$handle = 'vitrina-chunk-' . str_replace( '/', '-', $name );
			if ( ! wp_script_is( $handle, 'registered' ) ) {
				wp_register_script(
					$handle,
					plugins_url( 'build/' . $chunk['file'], VITRINA_FILE ),
					array(),
					is_string( $chunk['version'] ?? null ) ? $chunk['version'] : VITRINA_VERSION,
					array(
						'in_footer' => true,
						'strategy'  => 'defer',
					)
				);
			}
			$handles[] = $handle;
		}
		return $handles;
	}

	/**
	 * Registers an island's script and style. False when it has not been built.
	 *
	 * @param string   $island Island name.
	 * @param string   $entry  Entry file name without extension.
	 * @param string[] $extra_deps Further script dependencies (e.g. jquery).
	 */
	public static function register_island( string $island, string $entry = 'index', array $extra_deps = array() ): bool {
		$handle = self::handle( $island, $entry );
		if ( wp_script_is( $handle, 'registered' ) ) {
			return true;
		}
		if ( 'index' === $entry ) {
			$entry = self::$variants[ $island ] ?? $entry;
		}
		$asset = self::asset( $island, $entry );
		if ( null === $asset ) {
			return false;
		}
		// The runtime (a dependency of every island's .asset.php) is registered with the first island.
		if ( self::RUNTIME !== $island && in_array( self::handle( self::RUNTIME ), $asset['dependencies'], true ) && ! self::register_island( self::RUNTIME ) ) {
			return false;
		}
		$base = plugins_url( 'build/' . $island . '/', VITRINA_FILE );
		wp_register_script(
			$handle,
			$base . $entry . '.js',
			array_merge( $asset['dependencies'], self::shared_chunks( $island . '/' . $entry ), $extra_deps ),
			$asset['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		if ( in_array( 'wp-i18n', $asset['dependencies'], true ) ) {
			wp_set_script_translations( $handle, 'vitrina', VITRINA_DIR . '/languages' );
		} elseif ( self::RUNTIME !== $island ) {
			// Texts through the runtime (src/runtime/i18n.ts): its translations
			// printed before the script, without wp-i18n on the page.
			self::$translated[ $handle ] = true;
			if ( ! has_filter( 'script_loader_tag', array( self::class, 'with_translations' ) ) ) {
				add_filter( 'script_loader_tag', array( self::class, 'with_translations' ), 10, 2 );
			}
		}
		if ( is_readable( VITRINA_DIR . '/build/' . $island . '/' . $entry . '.css' ) ) {
			self::register_style( $handle, $island . '/' . $entry, $asset['version'] );
		}
		return true;
	}

	/**
	 * Registers a built stylesheet with its right-to-left twin and its path,
	 * so that WordPress prints it inline in the page when it is small
	 * enough (wp_maybe_inline_styles(), within `styles_inline_size_limit`
	 * with the page's other inlined styles): one request less, nothing to
	 * wait for before the first paint.
	 *
	 * @param string $handle  Handle.
	 * @param string $file    The build file without `.css` (`header/index`).
	 * @param string $version Version.
	 */
	private static function register_style( string $handle, string $file, string $version ): void {
		wp_register_style( $handle, plugins_url( 'build/' . $file . '.css', VITRINA_FILE ), array(), $version );
		wp_style_add_data( $handle, 'rtl', 'replace' );
		$path = VITRINA_DIR . '/build/' . $file . ( is_rtl() ? '-rtl' : '' ) . '.css';
		if ( is_readable( $path ) ) {
			wp_style_add_data( $handle, 'path', $path );
		}
	}

	/**
	 * The settings object of an island: what its modules added to the page's
	 * data registry (Data::add()), resolved now.
	 *
	 * @param string $island Island name.
	 * @return array<string, mixed>
	 */
	public static function settings( string $island ): array {
		return Data::get( $island );
	}

	/**
	 * Enqueues every needed island not enqueued yet and prints its settings.
	 */
	public static function enqueue_needed(): void {
		foreach ( array_keys( self::$needed ) as $island ) {
			if ( isset( self::$enqueued[ $island ] ) || ! self::register_island( $island ) ) {
				continue;
			}
			self::$enqueued[ $island ] = true;
			$handle                    = self::handle( $island );
			if ( self::waits( $island ) && self::register_island( self::RUNTIME ) ) {
				self::$waiting[ $island ] = true;
				wp_enqueue_script( self::handle( self::RUNTIME ) );
			} else {
				wp_enqueue_script( $handle );
			}
			self::enqueue_style( $island );
			self::print_settings( $island, self::settings_json( $island ) );
			// The runtime's own settings (the state route's address), once, with the first island.
			if ( ! self::$runtime_settings ) {
				self::$runtime_settings = true;
				self::print_settings( self::RUNTIME, self::settings_json( self::RUNTIME ) );
			}
		}
	}

	/**
	 * Enqueues an island's style: the first view's joined stylesheet for a
	 * FIRST_VIEW island where the page takes it (joined()), else its own.
	 *
	 * @param string $island Island name.
	 */
	private static function enqueue_style( string $island ): void {
		if ( isset( self::$waiting_styles[ $island ] ) && isset( self::$waiting[ $island ] ) ) {
			// Printed with the island's scripts (print_waiting()).
			return;
		}
		// Loaded at once: the styles it brings come with the page too.
		foreach ( self::$waiting_styles[ $island ] ?? array() as $style ) {
			if ( self::handle( $island ) !== $style && wp_style_is( $style, 'registered' ) ) {
				wp_enqueue_style( $style );
			}
		}
		$handle = self::handle( $island );
		if ( in_array( $island, self::FIRST_VIEW, true ) && self::joined() ) {
			$handle = self::handle( self::FIRST_VIEW_STYLE );
		}
		if ( wp_style_is( $handle, 'registered' ) ) {
			wp_enqueue_style( $handle );
		}
	}

	/**
	 * Whether this page's FIRST_VIEW islands take the joined stylesheet (and
	 * registers it): built, and two of them needed or more when the first
	 * is enqueued (one alone keeps its own, smaller file). Decided once, so
	 * no island's styles arrive twice.
	 */
	private static function joined(): bool {
		if ( null === self::$joined ) {
			$needed       = array_intersect( self::FIRST_VIEW, array_keys( self::$needed ) );
			$file         = 'build/' . self::FIRST_VIEW_STYLE . '/index.css';
			self::$joined = count( $needed ) >= 2 && is_readable( VITRINA_DIR . '/' . $file );
			if ( self::$joined ) {
				$asset = self::asset( self::FIRST_VIEW_STYLE );
				self::register_style( self::handle( self::FIRST_VIEW_STYLE ), self::FIRST_VIEW_STYLE . '/index', null === $asset ? VITRINA_VERSION : $asset['version'] );
			}
		}
		return self::$joined;
	}

	/**
	 * Puts an island's translations (the Jed file WordPress would hand to
	 * wp-i18n, for the site's locale) before its script tag, as JSON the
	 * runtime reads (`data-vitrina-l10n`, src/runtime/i18n.ts). Nothing for
	 * a locale without them (English).
	 *
	 * @param string $tag    The script tag.
	 * @param string $handle The script's handle.
	 */
	public static function with_translations( string $tag, string $handle ): string {
		return isset( self::$translated[ $handle ] ) ? self::translations( $handle ) . $tag : $tag;
	}

	/**
	 * A registered script's translations (the Jed file WordPress would hand
	 * to wp-i18n, for the current locale) as JSON for the runtime's i18n
	 * (`data-vitrina-l10n`, src/runtime/i18n.ts); empty without them. The
	 * islands' scripts and the delivery frame's page print them this way.
	 *
	 * @param string $handle The script's handle.
	 */
	public static function translations( string $handle ): string {
		$jed  = load_script_textdomain( $handle, 'vitrina', VITRINA_DIR . '/languages' );
		$data = is_string( $jed ) ? json_decode( $jed ) : null;
		if ( ! is_object( $data ) ) {
			return '';
		}
		return wp_get_inline_script_tag(
			(string) wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ),
			array(
				'type'              => 'application/json',
				'data-vitrina-l10n' => $handle,
			)
		);
	}

	/**
	 * The settings of an island (or of the runtime) as JSON for the page.
	 *
	 * @param string $island Island name.
	 */
	private static function settings_json( string $island ): string {
		return (string) wp_json_encode( (object) self::settings( $island ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
	}

	/**
	 * Prints, for each waiting island, its scripts and those of its
	 * dependencies that the page has not printed, inert in a template that
	 * the runtime (src/runtime/island.ts) runs at its markup's moment.
	 */
	public static function print_waiting(): void {
		self::localize( self::waiting_dependencies() );
		foreach ( array_keys( self::$waiting ) as $island ) {
			// Markup printed after the head asked for it at load after all
			// (a wishlist shortcode in the content): its scripts run now.
			if ( isset( self::$at_once[ $island ] ) ) {
				self::print_waiting_styles( $island );
				wp_scripts()->do_items( array( self::handle( $island ) ) );
				continue;
			}
			// Each template carries every dependency the page has not
			// printed outside templates (zod, React), and the stylesheets
			// that wait with it: the islands may be used in any order. The
			// runtime loads a script (a stylesheet) once.
			$printed = wp_scripts()->done;
			$styled  = wp_styles()->done;
			ob_start();
			self::print_waiting_styles( $island );
			wp_scripts()->do_items( array( self::handle( $island ) ) );
			$scripts             = (string) ob_get_clean();
			wp_scripts()->done   = $printed;
			wp_scripts()->done[] = self::handle( $island );
			wp_styles()->done    = $styled;
			printf(
				'<template data-vitrina-scripts="%1$s"%2$s>%3$s</template>' . "\n",
				esc_attr( $island ),
				self::markup_attributes( $island ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped there.
				$scripts // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WordPress's own script tags.
			);
		}
		self::$waiting = array();
		foreach ( self::$on_demand as $name => $handle ) {
			ob_start();
			// The variation form's text/template elements, printed with
			// WooCommerce's parameters, go into the template too (the
			// runtime adds them to the page with the scripts).
			self::localize( array( $handle ) );
			wp_scripts()->do_items( array( $handle ) );
			$scripts = (string) ob_get_clean();
			if ( '' !== trim( $scripts ) ) {
				printf(
					'<template data-vitrina-on-demand="%1$s">%2$s</template>' . "\n",
					esc_attr( $name ),
					$scripts // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WordPress's own script tags.
				);
			}
		}
		self::$on_demand = array();
	}

	/**
	 * Prints the styles that wait with an island's scripts (styles_wait()),
	 * those registered.
	 *
	 * @param string $island Island name.
	 */
	private static function print_waiting_styles( string $island ): void {
		$handles = array_filter(
			self::$waiting_styles[ $island ] ?? array(),
			static fn( string $handle ): bool => wp_style_is( $handle, 'registered' )
		);
		if ( $handles ) {
			wp_styles()->do_items( array_values( $handles ) );
		}
	}

	/**
	 * The scripts the waiting islands depend on.
	 *
	 * @return string[]
	 */
	private static function waiting_dependencies(): array {
		$handles = array();
		foreach ( array_keys( self::$waiting ) as $island ) {
			$script = wp_scripts()->registered[ self::handle( $island ) ] ?? null;
			if ( ! isset( self::$at_once[ $island ] ) && $script instanceof \_WP_Dependency ) {
				array_push( $handles, ...$script->deps );
			}
		}
		return array_values( array_unique( $handles ) );
	}

	/**
	 * Has WooCommerce localize the scripts the page kept for later, those of
	 * its own among them, as it does any script a page prints (its
	 * parameters, e.g. the password meter's texts), now that the page
	 * printed its own: they are enqueued for it, and the queue put back.
	 * Once for all the waiting islands' dependencies.
	 *
	 * @param string[] $handles The scripts.
	 */
	private static function localize( array $handles ): void {
		$queue = wp_scripts()->queue;
		foreach ( $handles as $handle ) {
			wp_enqueue_script( $handle );
		}
		if ( class_exists( 'WC_Frontend_Scripts' ) ) {
			\WC_Frontend_Scripts::localize_printed_scripts();
		}
		// Nothing printed later prints them outside their template.
		wp_scripts()->queue = $queue;
	}

	/**
	 * The waiting template's attributes of an island's markup (on_use()).
	 *
	 * @param string $island Island name.
	 */
	private static function markup_attributes( string $island ): string {
		$markup = self::$markup[ $island ] ?? null;
		if ( null === $markup ) {
			return '';
		}
		$attributes = '';
		foreach ( array(
			'use'  => 'data-vitrina-use',
			'hold' => 'data-vitrina-hold',
		) as $key => $name ) {
			if ( $markup[ $key ] ) {
				$attributes .= sprintf( ' %s="%s"', $name, esc_attr( implode( ', ', $markup[ $key ] ) ) );
			}
		}
		if ( $markup['personal'] ) {
			$attributes .= sprintf( ' data-vitrina-personal="%s"', esc_attr( implode( ',', $markup['personal'] ) ) );
		}
		return $attributes;
	}

	/**
	 * Prints the settings as a JSON script element, in the head when called
	 * there, else where the footer is.
	 *
	 * @param string $island Island name.
	 * @param string $json   Settings JSON.
	 */
	private static function print_settings( string $island, string $json ): void {
		$print = static function () use ( $island, $json ) {
			wp_print_inline_script_tag(
				$json,
				array(
					'type' => 'application/json',
					'id'   => 'vitrina-settings-' . $island,
				)
			);
		};
		if ( did_action( 'wp_head' ) ) {
			$print();
		} else {
			add_action( 'wp_head', $print, 1 );
		}
	}

	/**
	 * Forgets what this page needed (tests, and long-running processes).
	 */
	public static function reset(): void {
		self::$needed   = array();
		self::$enqueued = array();
		self::$at_once  = array();
		self::$waiting  = array();
		self::$manifest = null;

		self::$on_demand      = array();
		self::$variants       = array();
		self::$waiting_styles = array();
		self::$markup         = array();
		self::$joined         = null;

		self::$runtime_settings = false;
	}
}
