<?php
/**
 * Tests of reading the settings.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Settings;

use Vitrina\Settings\Options;
use Vitrina\Settings\Schema;
use Vitrina\Tests\TestCase;

/**
 * Options::get: stored value or default, cached per request, cache cleared
 * on update.
 */
final class OptionsTest extends TestCase {

	/**
	 * Defaults when nothing is stored.
	 */
	public function test_defaults_when_nothing_is_stored(): void {
		delete_option( Schema::OPTION );
		$this->assertSame( 'widget', Options::get( 'add_to_cart_action' ) );
		$this->assertSame( 3, Options::get( 'search_symbols_count' ) );
		$this->assertSame( 0, Options::get( 'wishlist_page' ) );
		$this->assertSame( Schema::defaults(), Options::all() );
	}

	/**
	 * Stored values are returned with their type; invalid stored values
	 * fall back to the default; out-of-range ones are clamped.
	 */
	public function test_stored_values_are_sanitised_on_read(): void {
		update_option(
			Schema::OPTION,
			array(
				'add_to_cart_action'   => 'popup',
				'search_count'         => '42',
				'search_symbols_count' => 'lots',
				'search_delay_ms'      => 99999,
				'quick_view'           => 'perhaps',
				'wishlist_page'        => 999999,
				'chat_message'         => '<b>Hi</b>',
			)
		);
		$this->assertSame( 'popup', Options::get( 'add_to_cart_action' ) );
		$this->assertSame( 42, Options::get( 'search_count' ) );
		$this->assertSame( 3, Options::get( 'search_symbols_count' ) );
		$this->assertSame( 2000, Options::get( 'search_delay_ms' ) );
		$this->assertSame( 'yes', Options::get( 'quick_view' ) );
		$this->assertSame( 0, Options::get( 'wishlist_page' ) );
		$this->assertSame( 'Hi', Options::get( 'chat_message' ) );
		$this->assertTrue( Options::enabled( 'quick_view' ) );
		$this->assertFalse( Options::enabled( 'tracking' ) );
	}

	/**
	 * A non-array option gives the defaults.
	 */
	public function test_corrupt_option_gives_defaults(): void {
		update_option( Schema::OPTION, 'garbage' );
		$this->assertSame( 'widget', Options::get( 'add_to_cart_action' ) );
	}

	/**
	 * Values are cached for the request: a change behind WordPress's back
	 * is not seen until the cache is flushed.
	 */
	public function test_values_are_cached(): void {
		global $wpdb;
		update_option( Schema::OPTION, array( 'add_to_cart_action' => 'popup' ) + Schema::defaults() );
		$this->assertSame( 'popup', Options::get( 'add_to_cart_action' ) );

		$stored = maybe_serialize( array( 'add_to_cart_action' => 'nothing' ) + Schema::defaults() );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->update( $wpdb->options, array( 'option_value' => $stored ), array( 'option_name' => Schema::OPTION ) );
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( Schema::OPTION, 'options' );
		$queries = $wpdb->num_queries;
		$this->assertSame( 'popup', Options::get( 'add_to_cart_action' ) );
		$this->assertSame( $queries, $wpdb->num_queries, 'a cached read makes no query' );

		Options::flush();
		$this->assertSame( 'nothing', Options::get( 'add_to_cart_action' ) );
	}

	/**
	 * Updating, adding or deleting the option clears the cache.
	 */
	public function test_cache_is_cleared_on_update_add_and_delete(): void {
		update_option( Schema::OPTION, array( 'search_count' => 10 ) + Schema::defaults() );
		$this->assertSame( 10, Options::get( 'search_count' ) );

		update_option( Schema::OPTION, array( 'search_count' => 11 ) + Schema::defaults() );
		$this->assertSame( 11, Options::get( 'search_count' ) );

		delete_option( Schema::OPTION );
		$this->assertSame( 20, Options::get( 'search_count' ) );

		add_option( Schema::OPTION, array( 'search_count' => 12 ) );
		$this->assertSame( 12, Options::get( 'search_count' ) );
	}

	/**
	 * An unknown key is a developer error.
	 */
	public function test_unknown_key(): void {
		$this->expect_incorrect_usage( 'Vitrina\Settings\Options::get' );
		$this->assertNull( Options::get( 'no_such_setting' ) );
	}

	/**
	 * Options::text(): the stored text, or the translated fallback when empty.
	 */
	public function test_text_falls_back_to_the_translated_default(): void {
		update_option( Schema::OPTION, array( 'wishlist_bulk_remove_confirm' => '' ) + Schema::defaults() );
		$this->assertSame( 'Remove the selected products from the wishlist?', Options::text( 'wishlist_bulk_remove_confirm' ) );

		add_filter(
			'gettext',
			static fn( $translation, $text, $domain ) => 'vitrina' === $domain && 'Remove the selected products from the wishlist?' === $text ? 'Удалить выбранные товары из избранного?' : $translation,
			10,
			3
		);
		Schema::flush_texts();
		$this->assertSame( 'Удалить выбранные товары из избранного?', Options::text( 'wishlist_bulk_remove_confirm' ) );

		update_option( Schema::OPTION, array( 'wishlist_bulk_remove_confirm' => 'Sure?' ) + Schema::defaults() );
		$this->assertSame( 'Sure?', Options::text( 'wishlist_bulk_remove_confirm' ) );
	}
}
