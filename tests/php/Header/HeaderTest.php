<?php
/**
 * Tests of the header module.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Header;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Header\Header;
use Vitrina\Header\ScrollToTop;
use Vitrina\Settings\Schema;
use Vitrina\Tests\TestCase;

/**
 * Settings, the mobile navigation from its template, the store notice, lazy
 * images and the theme script the island replaces.
 */
final class HeaderTest extends TestCase {

	/**
	 * Sets options over the defaults.
	 *
	 * @param array<string, mixed> $options Options.
	 */
	private function options( array $options ): void {
		update_option( Schema::OPTION, $options + Schema::defaults() );
	}

	/**
	 * The island's settings follow the settings screen.
	 */
	public function test_settings(): void {
		Data::reset();
		( new Header() )->register();
		( new ScrollToTop() )->register();
		$settings = Islands::settings( Header::ISLAND );
		$this->assertArrayNotHasKey( 'scrollToTop', $settings, 'The button\'s markup is its switch.' );
		$this->assertSame(
			array(
				'sticky'          => true,
				'stickyThreshold' => 300,
				'hideOnScroll'    => false,
				'mobileNav'       => 'dropdown',
				'tooltips'        => true,
				'lazy'            => false,
				'lazyOffset'      => 0,
				'preloader'       => false,
				'afterUse'        => false,
				'dismissLabel'    => 'Dismiss',
			),
			$settings
		);
		$this->assertArrayNotHasKey( 'attributionDays', $settings, 'Order attribution is the tracking island\'s.' );
		Data::reset();
		( new Header() )->register();
		( new ScrollToTop() )->register();
		$this->options(
			array(
				'sticky_header'           => 'no',
				'sticky_header_threshold' => 120,
				'header_hide_on_scroll'   => 'yes',
				'mobile_nav_layout'       => 'drilldown',
				'lazy_loading'            => 'yes',
				'lazy_loading_offset'     => 200,
			)
		);
		$settings = Islands::settings( Header::ISLAND );
		$this->assertFalse( $settings['sticky'] );
		$this->assertSame( 120, $settings['stickyThreshold'] );
		$this->assertTrue( $settings['hideOnScroll'] );
		$this->assertSame( 'drilldown', $settings['mobileNav'] );
		$this->assertTrue( $settings['lazy'] );
		$this->assertSame( 200, $settings['lazyOffset'] );
	}

	/**
	 * The island is needed on every front-end page, waiting for the page's
	 * first use (with the menu openers' clicks held); with the preloader or
	 * lazy pictures on, at once. The theme's navigation script is dequeued
	 * so that the toggle is bound once.
	 */
	public function test_island_needed_and_theme_navigation_replaced(): void {
		Islands::reset();
		Data::reset();
		$module = new Header();
		$module->register();
		$module->need();
		$this->assertTrue( Islands::is_needed( Header::ISLAND ) );
		$this->assertTrue( Islands::waits( Header::ISLAND ) );
		$this->assertSame( ':root', Header::USE );
		$this->assertStringContainsString( '.menu-toggle', Header::HOLD );
		// The island is told so: what waits for a first interaction needs no other.
		$this->assertTrue( Data::get( Header::ISLAND )['afterUse'] ?? null );
		foreach ( array( 'preloader', 'lazy_loading' ) as $option ) {
			Islands::reset();
			Data::reset();
			update_option( Schema::OPTION, array( $option => 'yes' ) + Schema::defaults() );
			$module->register();
			$module->need();
			$this->assertFalse( Islands::waits( Header::ISLAND ), $option );
			$this->assertFalse( Data::get( Header::ISLAND )['afterUse'] ?? null, $option );
		}
		update_option( Schema::OPTION, Schema::defaults() );
		Islands::reset();
		wp_register_script( 'storefront-navigation', 'https://example.test/navigation.js', array(), '1', true );
		wp_enqueue_script( 'storefront-navigation' );
		$module->dequeue_replaced();
		$this->assertFalse( wp_script_is( 'storefront-navigation', 'enqueued' ) );
		wp_deregister_script( 'storefront-navigation' );
		Islands::reset();
		$this->assertContains( Header::BODY_CLASS, $module->body_class( array( 'home' ) ) );
		$this->assertContains( 'vitrina-sticky-header', $module->body_class( array() ) );
	}

	/**
	 * A shop with no primary menu assigned: the page list WordPress shows
	 * instead gets the class the replaced theme script gave it (without it
	 * Storefront's styles hide the list), once the script was replaced;
	 * other menus and an assigned menu are left alone.
	 */
	public function test_fallback_page_list_keeps_its_class(): void {
		Header::reset();
		$page = $this->create_page();
		set_theme_mod( 'nav_menu_locations', array() );
		Data::reset();
		$module = new Header();
		$module->register();
		$primary = array(
			'theme_location'  => 'primary',
			'container_class' => 'primary-navigation',
			'echo'            => false,
		);
		$before  = (string) wp_nav_menu( $primary );
		$this->assertStringContainsString( 'page-item-' . $page, $before );
		$this->assertStringNotContainsString( 'nav-menu', $before, 'Not replaced: the theme script adds the class itself.' );

		wp_register_script( 'storefront-navigation', 'https://example.test/navigation.js', array(), '1', true );
		wp_enqueue_script( 'storefront-navigation' );
		$module->dequeue_replaced();
		$this->assertTrue( Header::replaced() );
		$after = (string) wp_nav_menu( $primary );
		$this->assertMatchesRegularExpression( '#<div class="menu"><ul class="nav-menu">#', $after );
		$this->assertSame( 1, substr_count( $after, 'nav-menu' ) );
		$this->assertStringContainsString( 'page-item-' . $page, $after );
		$this->assertSame( $after, $module->fallback_menu_class( $after, $primary ), 'Given once.' );
		$this->assertSame(
			'<div class="menu"><ul class="x nav-menu"><li></li></ul></div>',
			$module->fallback_menu_class( '<div class="menu"><ul class="x"><li></li></ul></div>', $primary )
		);
		$handheld = (string) wp_nav_menu( array( 'theme_location' => 'handheld' ) + $primary );
		$this->assertStringNotContainsString( 'nav-menu', $handheld );
		wp_deregister_script( 'storefront-navigation' );
		Header::reset();
	}

	/**
	 * Layouts offered by the panel.
	 *
	 * @return array<string, array{string}>
	 */
	public static function layouts(): array {
		return array(
			'dropdown'  => array( 'dropdown' ),
			'drilldown' => array( 'drilldown' ),
			'tab'       => array( 'tab' ),
		);
	}

	/**
	 * The mobile navigation panel: a labelled modal dialog, hidden, with the
	 * layout and the menu; the tab layout adds a categories tab when there
	 * are categories.
	 *
	 * @param string $layout Layout.
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'layouts' )]
	public function test_mobile_nav_markup( string $layout ): void {
		$this->options( array( 'mobile_nav_layout' => $layout ) );
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Доставка',
			)
		);
		$this->assertIsInt( $page );
		if ( 'tab' === $layout && taxonomy_exists( 'product_cat' ) ) {
			$term = wp_insert_term( 'Посуда', 'product_cat' );
			$this->assertIsArray( $term );
			$product = wp_insert_post(
				array(
					'post_type'   => 'product',
					'post_status' => 'publish',
					'post_title'  => 'Сковорода',
				)
			);
			wp_set_object_terms( (int) $product, array( (int) $term['term_id'] ), 'product_cat' );
		}
		$html = Header::mobile_nav_markup();
		$this->assertStringContainsString( 'data-vitrina-mobile-nav', $html );
		$this->assertStringContainsString( 'data-layout="' . $layout . '"', $html );
		$this->assertStringContainsString( 'role="dialog"', $html );
		$this->assertStringContainsString( 'aria-modal="true"', $html );
		$this->assertMatchesRegularExpression( '/<div[^>]*data-vitrina-mobile-nav[^>]*\shidden>/', $html );
		$this->assertStringContainsString( 'Доставка', $html );
		$this->assertStringContainsString( 'data-label-open="Open submenu: %s"', $html );
		if ( 'tab' === $layout && taxonomy_exists( 'product_cat' ) ) {
			$this->assertStringContainsString( 'role="tablist"', $html );
			$this->assertStringContainsString( 'Посуда', $html );
		} else {
			$this->assertStringNotContainsString( 'role="tablist"', $html );
		}
	}

	/**
	 * On a block theme with no classic menu, the panel's list is left empty
	 * for the island to fill with the header Navigation block's menu (not
	 * WordPress's page list, which the block may not show).
	 */
	public function test_mobile_nav_on_a_block_theme_waits_for_the_navigation_block(): void {
		// WordPress's own copy of the theme (the test site's folder has none).
		global $wp_theme_directories;
		$directories = $wp_theme_directories;
		register_theme_directory( ABSPATH . 'wp-content/themes' );
		search_theme_directories( true );
		if ( ! wp_get_theme( 'twentytwentyfive' )->exists() ) {
			$wp_theme_directories = $directories; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored.
			$this->markTestSkipped( 'Twenty Twenty-Five is not installed.' );
		}
		wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Доставка',
			)
		);
		$before = get_stylesheet();
		switch_theme( 'twentytwentyfive' );
		try {
			$this->assertTrue( wp_is_block_theme() );
			$html = Header::mobile_nav_markup();
		} finally {
			switch_theme( $before );
			$wp_theme_directories = $directories; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored.
			search_theme_directories( true );
		}
		$this->assertMatchesRegularExpression( '#<ul class="vitrina-mobile-nav__list"[^>]*data-vitrina-mobile-nav-block></ul>#', $html );
		$this->assertStringNotContainsString( 'Доставка', $html );
		$this->assertStringContainsString( 'role="dialog"', $html );
	}

	/**
	 * An unknown layout falls back to dropdown.
	 */
	public function test_unknown_layout_falls_back(): void {
		update_option( Schema::OPTION, array( 'mobile_nav_layout' => 'carousel' ) + Schema::defaults() );
		$this->assertContains( Header::layout(), Header::LAYOUTS );
	}

	/**
	 * The store notice keeps WooCommerce's dismiss link (hidden once
	 * dismissed, remembered in a cookie) unless dismissing is off.
	 */
	public function test_store_notice(): void {
		$notice = '<p class="woocommerce-store-notice demo_store" data-notice-id="x" style="display:none;">Скидки <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>';
		$module = new Header();
		$this->assertSame( $notice, $module->store_notice( $notice ) );
		$this->options( array( 'store_notice_dismissible' => 'no' ) );
		$html = $module->store_notice( $notice );
		$this->assertStringContainsString( 'Скидки', $html );
		$this->assertStringNotContainsString( 'dismiss-link', $html );
	}

	/**
	 * Lazy images: real sources in data attributes, a placeholder of the
	 * same proportions; off by default; gallery images untouched.
	 */
	public function test_lazy_attributes(): void {
		$module = new Header();
		$attr   = array(
			'src'    => 'https://example.test/a-300x200.jpg',
			'srcset' => 'https://example.test/a-300x200.jpg 300w',
			'class'  => 'attachment-thumbnail',
		);
		$this->assertSame( $attr, $module->lazy_attributes( $attr ) );

		$this->options( array( 'lazy_loading' => 'yes' ) );
		$lazy = $module->lazy_attributes( $attr );
		$this->assertSame( 'https://example.test/a-300x200.jpg', $lazy['data-vitrina-lazy-src'] );
		$this->assertSame( 'https://example.test/a-300x200.jpg 300w', $lazy['data-vitrina-lazy-srcset'] );
		$this->assertArrayNotHasKey( 'srcset', $lazy );
		$this->assertStringStartsWith( 'data:image/svg+xml,', $lazy['src'] );
		$this->assertStringContainsString( 'vitrina-lazy', $lazy['class'] );
		$this->assertStringContainsString( rawurlencode( "viewBox='0 0 300 200'" ), Header::placeholder( 300, 200 ) );

		$gallery = $attr + array( 'data-large_image' => 'https://example.test/a.jpg' );
		$this->assertSame( $gallery, $module->lazy_attributes( $gallery ) );
	}
}
