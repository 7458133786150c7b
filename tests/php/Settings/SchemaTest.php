<?php
/**
 * Tests of the settings schema.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Settings;

use PHPUnit\Framework\Attributes\DataProvider;
use Vitrina\Settings\Sanitizer;
use Vitrina\Settings\Schema;
use Vitrina\Tests\TestCase;

/**
 * Schema: the defaults of the specs, a complete and consistent definition
 * of every setting.
 */
final class SchemaTest extends TestCase {

	/**
	 * Defaults named by the specs and the brief.
	 *
	 * @return array<string, array{string, string|int}>
	 */
	public static function spec_defaults(): array {
		return array(
			'add_to_cart_action widget'       => array( 'add_to_cart_action', 'widget' ),
			'timeout off'                     => array( 'add_to_cart_action_timeout', 'no' ),
			'timeout 3 s'                     => array( 'add_to_cart_action_timeout_number', 3 ),
			'ajax add to cart'                => array( 'ajax_add_to_cart', 'yes' ),
			'search symbols 3'                => array( 'search_symbols_count', 3 ),
			'search count 20'                 => array( 'search_count', 20 ),
			'search delay 300'                => array( 'search_delay_ms', 300 ),
			'search form dropdown'            => array( 'search_form_style', 'dropdown' ),
			'search in products'              => array( 'search_post_type', 'product' ),
			'captions off'                    => array( 'product_images_captions', 'no' ),
			'thumbs bottom'                   => array( 'product_gallery_thumbs_position', 'bottom' ),
			'thumbs per view 2'               => array( 'product_gallery_thumbs_per_view', 2 ),
			'rating required'                 => array( 'rating_required', 'yes' ),
			'wishlist page none'              => array( 'wishlist_page', 0 ),
			'bulk remove: translated default' => array( 'wishlist_bulk_remove_confirm', '' ),
			'sticky threshold 300'            => array( 'sticky_header_threshold', 300 ),
			'lazy offset 0'                   => array( 'lazy_loading_offset', 0 ),
			'tracking off'                    => array( 'tracking', 'no' ),
			'consent cookie'                  => array( 'tracking_consent_cookie', 'vitrina_tracking_consent' ),
			'provider embedded'               => array( 'delivery_provider', 'embedded' ),
			'cod'                             => array( 'delivery_pay_method_cod', 'cod' ),
			'cod card'                        => array( 'delivery_pay_method_cod_card', 'vitrina_cod_card' ),
			'keep data'                       => array( 'uninstall_remove_data', 'no' ),
		);
	}

	/**
	 * A default of the specs.
	 *
	 * @param string     $key      Setting.
	 * @param string|int $expected Default.
	 */
	#[DataProvider( 'spec_defaults' )]
	public function test_default_matches_the_spec( string $key, $expected ): void {
		$this->assertSame( $expected, Schema::defaults()[ $key ] );
	}

	/**
	 * Every definition is complete and its default passes its own sanitiser.
	 */
	public function test_every_definition_is_typed_and_its_default_is_valid(): void {
		$sections = Schema::section_keys();
		$this->assertGreaterThanOrEqual( 60, count( Schema::definitions() ) );
		foreach ( Schema::definitions() as $key => $definition ) {
			$this->assertMatchesRegularExpression( '/^[a-z][a-z0-9_]*$/', $key );
			$this->assertContains( $definition['type'], Schema::TYPES, $key );
			$this->assertContains( $definition['section'], $sections, $key );
			if ( 'select' === $definition['type'] ) {
				$this->assertNotEmpty( $definition['choices'] ?? array(), $key );
			}
			if ( in_array( $definition['type'], array( 'int', 'number' ), true ) ) {
				$this->assertArrayHasKey( 'min', $definition, $key );
				$this->assertArrayHasKey( 'max', $definition, $key );
				$this->assertLessThan( $definition['max'], $definition['min'], $key );
			}
			$result = Sanitizer::clean( $definition, $definition['default'] );
			$this->assertArrayNotHasKey( 'error', $result, $key );
			$this->assertArrayNotHasKey( 'notice', $result, $key );
			$this->assertSame( $definition['default'], $result['value'], $key );
		}
	}

	/**
	 * The texts name the same settings and choices as the definitions.
	 */
	public function test_texts_and_definitions_agree(): void {
		$texts = Schema::texts();
		$this->assertSame( array_keys( Schema::definitions() ), array_keys( $texts ) );
		foreach ( Schema::all() as $key => $field ) {
			$this->assertNotSame( '', $field['label'], $key );
			$this->assertNotSame( $key, $field['label'], $key );
			if ( isset( $field['choices'] ) ) {
				$this->assertSame( Schema::definitions()[ $key ]['choices'], array_keys( $field['choices'] ), $key );
				$this->assertSame( array_keys( $texts[ $key ]['choices'] ?? array() ), array_keys( $field['choices'] ), $key . ': every choice has a label' );
			}
		}
	}

	/**
	 * Sections have titles and every section has settings.
	 */
	public function test_sections(): void {
		$this->assertSame( Schema::section_keys(), array_keys( Schema::sections() ) );
		foreach ( Schema::section_keys() as $section ) {
			$this->assertNotEmpty( Schema::in_section( $section ), $section );
		}
		$this->assertArrayHasKey( 'delivery_token', Schema::in_section( 'delivery' ) );
		$this->assertArrayNotHasKey( 'delivery_token', Schema::in_section( 'cart' ) );
	}

	/**
	 * Looking up one setting: field() and has().
	 */
	public function test_field_and_has(): void {
		$this->assertTrue( Schema::has( 'add_to_cart_action' ) );
		$this->assertFalse( Schema::has( 'no_such_setting' ) );
		$this->assertNull( Schema::field( 'no_such_setting' ) );
		$field = Schema::field( 'add_to_cart_action' );
		$this->assertNotNull( $field );
		$this->assertSame( array( 'popup', 'widget', 'nothing' ), array_keys( $field['choices'] ?? array() ) );
		$this->assertSame( 'Open the cart side panel', $field['choices']['widget'] ?? '' );
	}

	/**
	 * Reading definitions loads no translation (safe before init).
	 */
	public function test_definitions_translate_nothing(): void {
		$calls = 0;
		$count = static function ( $translation, $text, $domain ) use ( &$calls ) {
			if ( 'vitrina' === $domain ) {
				++$calls;
			}
			return $translation;
		};
		add_filter( 'gettext', $count, 10, 3 );
		Schema::definitions();
		Schema::defaults();
		$this->assertSame( 0, $calls );
		Schema::texts();
		$this->assertGreaterThan( 0, $calls );
	}
}
