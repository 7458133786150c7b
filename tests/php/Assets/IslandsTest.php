<?php
/**
 * Tests of the islands' script registration and loading.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Assets;

use Vitrina\Assets\Islands;
use Vitrina\Tests\TestCase;

/**
 * Islands that use zod share one copy of it (build/shared/zod.js, from
 * build/chunks.json) as a script dependency; islands that do not (the
 * runtime, the header and tracking of a first view), and the delivery frame
 * that runs outside the shop's pages, do not load it.
 * Islands wait for their moment (a container's `when`, Islands::on_use() for
 * markup that is no container) and the first view's islands share one
 * stylesheet (Islands::FIRST_VIEW).
 */
final class IslandsTest extends TestCase {

	/**
	 * The page's scripts and styles before a test put fresh ones in their place.
	 *
	 * @var array{0: \WP_Scripts, 1: \WP_Styles}|null
	 */
	private ?array $saved = null;

	/**
	 * Gives the test a page with no script or style enqueued yet.
	 */
	private function fresh_page(): void {
		$this->saved           = array( wp_scripts(), wp_styles() );
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$GLOBALS['wp_styles']  = new \WP_Styles();
	}

	/**
	 * Puts the page's scripts and styles back.
	 */
	protected function tearDown(): void {
		if ( null !== $this->saved ) {
			list( $GLOBALS['wp_scripts'], $GLOBALS['wp_styles'] ) = $this->saved;
			$this->saved = null;
		}
		Islands::reset();
		parent::tearDown();
	}

	/**
	 * Starts from nothing registered.
	 */
	protected function setUp(): void {
		parent::setUp();
		if ( ! is_readable( VITRINA_DIR . '/build/chunks.json' ) ) {
			$this->markTestSkipped( 'the islands are not built (npm run build)' );
		}
		Islands::reset();
		foreach ( array( 'lists', 'header', 'search' ) as $island ) {
			wp_deregister_script( Islands::handle( $island ) );
		}
		wp_deregister_script( 'vitrina-chunk-shared-zod' );
		wp_deregister_script( Islands::handle( Islands::RUNTIME ) );
	}

	/**
	 * Every island depends on the one runtime script (build/runtime/index.js),
	 * registered with the first island that needs it: one copy per page.
	 */
	public function test_islands_depend_on_the_one_runtime(): void {
		$this->assertFalse( wp_script_is( Islands::handle( Islands::RUNTIME ), 'registered' ) );
		foreach ( array( 'lists', 'search', 'header' ) as $island ) {
			$this->assertTrue( Islands::register_island( $island ) );
			$this->assertContains( Islands::handle( Islands::RUNTIME ), wp_scripts()->registered[ Islands::handle( $island ) ]->deps, $island );
		}
		$runtime = wp_scripts()->registered[ Islands::handle( Islands::RUNTIME ) ];
		$this->assertStringEndsWith( '/build/runtime/index.js', $runtime->src );
		$this->assertNotContains( 'vitrina-chunk-shared-zod', $runtime->deps, 'a first view loads no zod: the runtime loads it with the state\'s schema, when it asks for the state' );
		$this->assertNotContains( 'wp-element', $runtime->deps, 'React is not part of the runtime' );
	}

	/**
	 * The shared chunk is a registered dependency, once, of the islands that need it.
	 */
	public function test_shared_chunk_is_a_dependency(): void {
		$this->assertTrue( Islands::register_island( 'lists' ) );
		$this->assertTrue( Islands::register_island( 'search' ) );
		$this->assertTrue( Islands::register_island( 'chat' ) );
		$scripts = wp_scripts();
		$this->assertContains( 'vitrina-chunk-shared-zod', $scripts->registered[ Islands::handle( 'lists' ) ]->deps );
		$this->assertContains( 'vitrina-chunk-shared-zod', $scripts->registered[ Islands::handle( 'search' ) ]->deps );
		$this->assertNotContains( 'vitrina-chunk-shared-zod', $scripts->registered[ Islands::handle( 'chat' ) ]->deps, 'an island that validates nothing does not ask for it' );
		// The islands of a first view check their settings without zod.
		foreach ( array( 'header', 'tracking' ) as $island ) {
			$this->assertTrue( Islands::register_island( $island ) );
			$this->assertNotContains( 'vitrina-chunk-shared-zod', $scripts->registered[ Islands::handle( $island ) ]->deps, $island );
		}
		$chunk = $scripts->registered['vitrina-chunk-shared-zod'];
		$this->assertStringEndsWith( '/build/shared/zod.js', $chunk->src );
		$this->assertFileExists( VITRINA_DIR . '/build/shared/zod.js' );
		$this->assertSame( 'defer', $chunk->extra['strategy'] ?? '' );
	}

	/**
	 * An island whose texts go through the runtime does not load wp-i18n: in
	 * Russian its translations are printed before its script, as JSON the
	 * runtime reads; in English nothing is printed.
	 */
	public function test_translations_come_before_the_script_without_wp_i18n(): void {
		$this->fresh_page();
		$this->assertTrue( Islands::register_island( 'search' ) );
		$handle = Islands::handle( 'search' );
		$this->assertNotContains( 'wp-i18n', wp_scripts()->registered[ $handle ]->deps );
		$tag = '<script src="x.js"></script>'; // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- the tag the filter is given.

		$russian = static fn() => 'ru_RU';
		add_filter( 'pre_determine_locale', $russian );
		try {
			$printed = Islands::with_translations( $tag, $handle );
		} finally {
			remove_filter( 'pre_determine_locale', $russian );
		}
		$this->assertStringEndsWith( $tag, $printed );
		$this->assertSame( 1, preg_match( '#^<script data-vitrina-l10n="vitrina-search" type="application/json">\s*(.+?)\s*</script>#s', $printed, $m ), $printed );
		$jed = json_decode( $m[1], true );
		$this->assertIsArray( $jed );
		$this->assertStringContainsString( 'nplurals=3', (string) $jed['locale_data']['messages']['']['plural-forms'] );
		$this->assertNotEmpty( array_filter( $jed['locale_data']['messages'], static fn( $v ) => is_array( $v ) && isset( $v[0] ) && preg_match( '/[а-я]/u', (string) $v[0] ) ) );
		$this->assertSame( 2, substr_count( $printed, '</script>' ), 'no text closes the element early' );

		$this->assertSame( $tag, Islands::with_translations( $tag, $handle ), 'English: nothing before the script' );
		$this->assertSame( $tag, Islands::with_translations( $tag, 'jquery' ), 'not an island' );
	}

	/**
	 * Entries that run outside the shop's pages stay one file.
	 */
	public function test_standalone_entries_have_no_shared_chunk(): void {
		$this->assertSame( array(), Islands::shared_chunks( 'delivery/frame' ) );
		$this->assertSame( array(), Islands::shared_chunks( 'delivery-widget/loader' ) );
		$this->assertSame( array(), Islands::shared_chunks( 'no-such/index' ) );
	}

	/**
	 * Renders a search form's container and runs the footer's island steps.
	 *
	 * @param string[] $when For each form: when it mounts (load, use, ...).
	 * @return array{0: string, 1: \WP_Scripts} What print_waiting() printed, and the scripts.
	 */
	private function page_with_forms( array $when ): array {
		$this->fresh_page();
		foreach ( $when as $moment ) {
			$html = Islands::render( 'search', 'search-form', array(), '<form></form>', 'div', $moment );
			$this->assertSame( 'load' === $moment ? 0 : 1, substr_count( $html, ' data-vitrina-when="' . $moment . '"' ) );
		}
		return array( $this->waiting_printed(), wp_scripts() );
	}

	/**
	 * Runs the footer's island steps of the page rendered so far.
	 *
	 * @return string What print_waiting() printed.
	 */
	private function waiting_printed(): string {
		ob_start();
		Islands::enqueue_needed();
		// The footer prints the page's scripts (wp_print_footer_scripts, 20) before print_waiting (21).
		wp_scripts()->do_items( wp_scripts()->queue );
		ob_end_clean();
		ob_start();
		Islands::print_waiting();
		return (string) ob_get_clean();
	}

	/**
	 * Asked for on use or when visible by all its markup: the island's script
	 * and the dependencies the page has not printed wait in a template; the
	 * runtime (which runs them at the first container's moment) is enqueued
	 * instead, the styles and settings as usual.
	 */
	public function test_an_island_that_waits_is_printed_in_a_template(): void {
		if ( null === Islands::asset( Islands::RUNTIME ) ) {
			$this->markTestSkipped( 'the runtime is not built (npm run build)' );
		}
		list( $printed, $scripts ) = $this->page_with_forms( array( 'use', 'visible' ) );
		$handle                    = Islands::handle( 'search' );
		$this->assertTrue( Islands::waits( 'search' ) );
		$this->assertNotContains( $handle, $scripts->queue );
		$this->assertContains( Islands::handle( Islands::RUNTIME ), $scripts->queue );
		$this->assertTrue( wp_style_is( $handle, 'enqueued' ) );
		$this->assertSame( 1, substr_count( $printed, '<template data-vitrina-scripts="search">' ) );
		$this->assertMatchesRegularExpression( '#<script[^>]+src="[^"]+/build/search/index\.js#', $printed );
		$this->assertMatchesRegularExpression( '#<script[^>]+src="[^"]+/react-dom[^"]*\.js#', $printed );
		// The runtime is the page's; zod, which the runtime does not need,
		// waits with the island.
		$this->assertStringNotContainsString( '/build/runtime/', $printed );
		$this->assertMatchesRegularExpression( '#<script[^>]+src="[^"]+/build/shared/zod\.js#', $printed );
		$this->assertStringEndsWith( "</template>\n", $printed );
		// Printed once: a second footer pass prints nothing.
		ob_start();
		Islands::print_waiting();
		$this->assertSame( '', ob_get_clean() );
	}

	/**
	 * Two waiting islands that need zod: each template carries it (the
	 * shopper may use either first; the runtime loads it once).
	 */
	public function test_each_template_carries_the_shared_chunk(): void {
		if ( null === Islands::asset( Islands::RUNTIME ) ) {
			$this->markTestSkipped( 'the runtime is not built (npm run build)' );
		}
		$this->fresh_page();
		Islands::render( 'search', 'search-form', array(), '<form></form>', 'div', 'use' );
		Islands::on_use( 'lists', '.vitrina-list-button' );
		$printed = $this->waiting_printed();
		foreach ( array( 'search', 'lists' ) as $island ) {
			$this->assertMatchesRegularExpression( '#<template data-vitrina-scripts="' . $island . '"[^>]*>(?:(?!</template>).)*/build/shared/zod\.js#s', $printed, $island );
		}
	}

	/**
	 * Stylesheets that wait with an island (Islands::styles_wait()) are in
	 * its template, before its scripts, not in the page; two waiting islands
	 * that bring one stylesheet each carry it; an island loaded at once
	 * prints them with its scripts.
	 */
	public function test_styles_that_wait_are_in_each_template(): void {
		if ( null === Islands::asset( Islands::RUNTIME ) ) {
			$this->markTestSkipped( 'the runtime is not built (npm run build)' );
		}
		$this->fresh_page();
		wp_register_style( 'shop-select', 'https://shop.test/select.css', array(), '1' );
		Islands::on_use( 'search', '.search-form' );
		Islands::on_use( 'lists', '.vitrina-list-button' );
		Islands::styles_wait( 'search', array( 'shop-select' ) );
		Islands::styles_wait( 'lists', array( 'shop-select' ) );
		$printed = $this->waiting_printed();
		$this->assertFalse( wp_style_is( 'shop-select', 'enqueued' ) );
		$this->assertFalse( wp_style_is( Islands::handle( 'search' ), 'enqueued' ) );
		foreach ( array( 'search', 'lists' ) as $island ) {
			$this->assertMatchesRegularExpression( '#<template data-vitrina-scripts="' . $island . '"[^>]*>(?:(?!</template>).)*select\.css(?:(?!</template>).)*/build/' . $island . '/index\.js#s', $printed, $island );
		}
		$this->assertMatchesRegularExpression( '#<template data-vitrina-scripts="search"[^>]*>(?:(?!</template>).)*/build/search/index\.css#s', $printed );

		Islands::reset();
		$this->fresh_page();
		wp_register_style( 'shop-select', 'https://shop.test/select.css', array(), '1' );
		Islands::need( 'search' );
		Islands::styles_wait( 'search', array( 'shop-select' ) );
		Islands::enqueue_needed();
		$this->assertTrue( wp_style_is( Islands::handle( 'search' ), 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'shop-select', 'enqueued' ) );
		$this->assertSame( '', $this->waiting_printed() );
	}

	/**
	 * One form that needs the island at load (the full-screen style) loads it
	 * as usual, for every form of the page.
	 */
	public function test_markup_that_needs_it_at_once_wins(): void {
		list( $printed, $scripts ) = $this->page_with_forms( array( 'use', 'load' ) );
		$this->assertFalse( Islands::waits( 'search' ) );
		$this->assertContains( Islands::handle( 'search' ), $scripts->queue );
		$this->assertSame( '', $printed );
	}
	/**
	 * A script kept on demand is not enqueued; it (and the dependencies the
	 * page did not print) waits in a named template, once; a page that
	 * printed it anyway gets no template.
	 */
	public function test_on_demand_scripts_wait_in_a_named_template(): void {
		$this->fresh_page();
		wp_register_script( 'printed-dep', 'https://example.com/printed.js', array(), '1', true );
		wp_register_script( 'later-dep', 'https://example.com/later-dep.js', array(), '1', true );
		wp_register_script( 'later', 'https://example.com/later.js', array( 'printed-dep', 'later-dep' ), '1', true );
		wp_enqueue_script( 'printed-dep' );
		Islands::on_demand( 'later-things', 'later' );
		$this->assertSame( array( 'printed-dep' ), wp_scripts()->queue );

		ob_start();
		wp_scripts()->do_items( wp_scripts()->queue );
		ob_end_clean();
		ob_start();
		Islands::print_waiting();
		$printed = (string) ob_get_clean();
		$this->assertSame( 1, substr_count( $printed, '<template data-vitrina-on-demand="later-things">' ) );
		$this->assertStringContainsString( 'later-dep.js', $printed );
		$this->assertStringContainsString( 'later.js', $printed );
		$this->assertStringNotContainsString( 'printed.js', $printed );
		ob_start();
		Islands::print_waiting();
		$this->assertSame( '', ob_get_clean() );

		// Printed with the page already: nothing kept.
		Islands::on_demand( 'later-things', 'later' );
		ob_start();
		Islands::print_waiting();
		$this->assertSame( '', ob_get_clean() );
	}

	/**
	 * What print_waiting() prints.
	 */
	private function waiting(): string {
		ob_start();
		Islands::print_waiting();
		return (string) ob_get_clean();
	}

	/**
	 * Markup that is no container waits for its first use: the template
	 * names what loads it, what is held, and the cookies that make a visitor
	 * load it at once (each once); the island's style is printed as usual.
	 */
	public function test_markup_waits_for_use(): void {
		$this->fresh_page();
		Islands::on_use( 'cart', '.add_to_cart_button', '.add_to_cart_button.ajax_add_to_cart', array( 'woocommerce_items_in_cart' ) );
		Islands::on_use( 'cart', '.site-header-cart', '', array( 'woocommerce_items_in_cart', 'cart_marker' ) );
		$this->assertTrue( Islands::is_needed( 'cart' ) );
		$this->assertTrue( Islands::waits( 'cart' ) );
		Islands::enqueue_needed();
		$this->assertFalse( wp_script_is( 'vitrina-cart', 'enqueued' ) );
		$this->assertTrue( wp_script_is( 'vitrina-runtime', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'vitrina-cart', 'enqueued' ) );
		$html = $this->waiting();
		$this->assertStringContainsString( '<template data-vitrina-scripts="cart" data-vitrina-use=".add_to_cart_button, .site-header-cart" data-vitrina-hold=".add_to_cart_button.ajax_add_to_cart" data-vitrina-personal="woocommerce_items_in_cart,cart_marker">', $html );
		$this->assertStringContainsString( '/build/cart/index.js', $html );
	}

	/**
	 * Markup asked for at load, even after the head (a shortcode in the
	 * content), has the island's scripts printed, not kept in a template.
	 */
	public function test_markup_at_load_after_the_head_loads_it(): void {
		$this->fresh_page();
		Islands::on_use( 'lists', '.vitrina-list-button', '', array( 'vitrina_lists' ) );
		Islands::enqueue_needed();
		Islands::need( 'lists' );
		$this->assertFalse( Islands::waits( 'lists' ) );
		$html = $this->waiting();
		$this->assertStringNotContainsString( '<template', $html );
		$this->assertStringContainsString( '/build/lists/index.js', $html );
	}

	/**
	 * Two first-view islands or more: one joined stylesheet for them, not
	 * one each; an island outside the first view keeps its own.
	 */
	public function test_first_view_islands_share_one_stylesheet(): void {
		$this->fresh_page();
		if ( ! is_readable( VITRINA_DIR . '/build/first-view/index.css' ) ) {
			$this->markTestSkipped( 'The first view stylesheet is not built.' );
		}
		Islands::need( 'header' );
		Islands::on_use( 'cart', '.add_to_cart_button' );
		Islands::need( 'product' );
		Islands::enqueue_needed();
		$this->assertTrue( wp_style_is( 'vitrina-first-view', 'enqueued' ) );
		$this->assertFalse( wp_style_is( 'vitrina-header', 'enqueued' ) );
		$this->assertFalse( wp_style_is( 'vitrina-cart', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'vitrina-product', 'enqueued' ) );
		// Needed later on the page: still no style of its own.
		Islands::need( 'lists' );
		Islands::enqueue_needed();
		$this->assertFalse( wp_style_is( 'vitrina-lists', 'enqueued' ) );
	}

	/**
	 * The first-view stylesheet's tag as WordPress prints it in the head,
	 * for the header and the cart, within an inline limit (bytes).
	 *
	 * @param int|null $limit The limit, or WordPress's own.
	 */
	private function first_view_style_printed( ?int $limit = null ): string {
		$this->fresh_page();
		if ( ! is_readable( VITRINA_DIR . '/build/first-view/index.css' ) ) {
			$this->markTestSkipped( 'The first view stylesheet is not built.' );
		}
		$cap = static fn( $size ) => $limit ?? $size;
		add_filter( 'styles_inline_size_limit', $cap );
		Islands::need( 'header' );
		Islands::on_use( 'cart', '.add_to_cart_button' );
		Islands::enqueue_needed();
		$this->assertSame( VITRINA_DIR . '/build/first-view/index.css', wp_styles()->get_data( 'vitrina-first-view', 'path' ) );
		wp_maybe_inline_styles();
		ob_start();
		wp_styles()->do_items( array( 'vitrina-first-view' ) );
		remove_filter( 'styles_inline_size_limit', $cap );
		return (string) ob_get_clean();
	}

	/**
	 * WordPress prints an island's small stylesheet inline in the head (its
	 * path is known): no request for it.
	 */
	public function test_small_stylesheets_are_printed_inline(): void {
		$html = $this->first_view_style_printed();
		$css  = (string) file_get_contents( VITRINA_DIR . '/build/first-view/index.css' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local build file.
		$this->assertStringContainsString( '<style id="vitrina-first-view-inline-css"', $html );
		$this->assertStringContainsString( trim( substr( $css, 0, 200 ) ), $html );
		$this->assertStringNotContainsString( '/build/first-view/index.css?', $html );
	}

	/**
	 * Over the page's inline limit, an island's stylesheet stays a link.
	 */
	public function test_stylesheets_over_the_inline_limit_are_linked(): void {
		$html = $this->first_view_style_printed( 0 );
		$this->assertStringContainsString( '/build/first-view/index.css?', $html );
		$this->assertStringNotContainsString( 'vitrina-first-view-inline-css', $html );
	}

	/**
	 * One first-view island alone keeps its own, smaller stylesheet.
	 */
	public function test_one_first_view_island_keeps_its_own_stylesheet(): void {
		$this->fresh_page();
		Islands::need( 'header' );
		Islands::enqueue_needed();
		$this->assertTrue( wp_style_is( 'vitrina-header', 'enqueued' ) );
		$this->assertFalse( wp_style_is( 'vitrina-first-view', 'enqueued' ) );
	}
}
