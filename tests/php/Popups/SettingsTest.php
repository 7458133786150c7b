<?php
/**
 * Tests of the popup settings entity.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Popups;

use PHPUnit\Framework\Attributes\DataProvider;
use Vitrina\Popups\Settings;
use Vitrina\Tests\TestCase;
use WP_Error;

/**
 * Defaults of the spec, good values made whole, bad values refused with the
 * field named.
 */
final class SettingsTest extends TestCase {

	/**
	 * The spec's defaults (§9 Popups), equal to src/popups/model.ts.
	 */
	public function test_defaults(): void {
		$d = Settings::defaults();
		$this->assertSame( 350, $d['animation_speed'] );
		$this->assertSame( 'medium', $d['size'] );
		$this->assertSame( 'center top', $d['location'] );
		$this->assertSame( 'center top', $d['animation_origin'] );
		$this->assertSame( 100, $d['position_top'] );
		$this->assertSame( 1999999999, $d['zindex'] );
		$this->assertSame( '640px', $d['custom_width'] );
		$this->assertSame( '380px', $d['custom_height'] );
		$this->assertSame( '0%', $d['responsive_min_width'] );
		$this->assertSame( '100%', $d['responsive_max_width'] );
		$this->assertTrue( $d['close_on_overlay_click'] );
		$this->assertSame( Settings::defaults(), Settings::sanitize( array() ) );
	}

	/**
	 * Good values, cleaned.
	 */
	public function test_good_values_made_whole(): void {
		$clean = Settings::sanitize(
			array(
				'animation_speed' => '500',
				'stackable'       => 'yes',
				'custom_width'    => ' 50% ',
				'animation_type'  => 'fadeAndSlide',
				'triggers'        => array(
					array(
						'type'     => 'auto_open',
						'settings' => array(
							'delay'       => '1500',
							'cookie_name' => 'pum-5, bad name!',
						),
					),
					array( 'type' => 'on_scroll' ),
				),
				'cookies'         => array(
					array(
						'event'    => 'on_popup_close',
						'settings' => array(
							'name' => 'pum-5',
							'time' => '2 Weeks',
						),
					),
				),
				'conditions'      => array(
					array(
						array(
							'target'      => 'product_category',
							'not_operand' => 1,
							'settings'    => array( 'ids' => '7, 7, x, 9' ),
						),
						array( 'not_operand' => false ),
					),
				),
				'custom_sound'    => '/wp-content/uploads/ding.mp3',
				'unknown_field'   => 'dropped',
			)
		);
		$this->assertIsArray( $clean );
		$this->assertSame( 500, $clean['animation_speed'] );
		$this->assertTrue( $clean['stackable'] );
		$this->assertSame( '50%', $clean['custom_width'] );
		$this->assertSame( 'fadeAndSlide', $clean['animation_type'] );
		$this->assertSame( 1500, $clean['triggers'][0]['settings']['delay'] );
		$this->assertSame( array( 'pum-5', 'badname' ), $clean['triggers'][0]['settings']['cookie_name'] );
		$this->assertSame( 'on_scroll', $clean['triggers'][1]['type'], 'an unknown trigger type is kept for the island to report' );
		$this->assertSame( 500, $clean['triggers'][1]['settings']['delay'] );
		$this->assertSame( '2 weeks', $clean['cookies'][0]['settings']['time'] );
		$this->assertTrue( $clean['cookies'][0]['settings']['path'] );
		$this->assertSame( array( 7, 9 ), $clean['conditions'][0][0]['settings']['ids'] );
		$this->assertTrue( $clean['conditions'][0][0]['not_operand'] );
		$this->assertArrayNotHasKey( 'target', $clean['conditions'][0][1], 'a missing target stays missing (it fails)' );
		$this->assertStringEndsWith( '/wp-content/uploads/ding.mp3', $clean['custom_sound'] );
		$this->assertArrayNotHasKey( 'unknown_field', $clean );
	}

	/**
	 * The shopper's-signal triggers and the plain frequency caps.
	 */
	public function test_signal_triggers_and_caps(): void {
		$clean = Settings::sanitize(
			array(
				'triggers'                        => array(
					array(
						'type'     => 'scroll_depth',
						'settings' => array(
							'percent'  => '75',
							'selector' => ' <b>#reviews</b> ',
						),
					),
					array(
						'type'     => 'time_on_site',
						'settings' => array( 'seconds' => 45 ),
					),
					array( 'type' => 'exit_intent' ),
				),
				'frequency_days'                  => '7',
				'frequency_times'                 => 3,
				'frequency_stop_after_conversion' => 'yes',
				'marketing'                       => true,
			)
		);
		$this->assertIsArray( $clean );
		$this->assertSame( 75, $clean['triggers'][0]['settings']['percent'] );
		$this->assertSame( '#reviews', $clean['triggers'][0]['settings']['selector'] );
		$this->assertSame( 45, $clean['triggers'][1]['settings']['seconds'] );
		$this->assertSame( 'exit_intent', $clean['triggers'][2]['type'] );
		$this->assertSame( 50, $clean['triggers'][2]['settings']['percent'], 'defaults for a trigger that has none' );
		$this->assertSame( 30, $clean['triggers'][2]['settings']['seconds'] );
		$this->assertSame( 7, $clean['frequency_days'] );
		$this->assertSame( 3, $clean['frequency_times'] );
		$this->assertTrue( $clean['frequency_stop_after_conversion'] );
		$this->assertTrue( $clean['marketing'] );
		$d = Settings::defaults();
		$this->assertSame( array( 0, 0, false, false ), array( $d['frequency_days'], $d['frequency_times'], $d['frequency_stop_after_conversion'], $d['marketing'] ), 'no cap and no consent wait unless the owner asks' );
	}

	/**
	 * Bad values and the field the refusal names.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public static function bad(): array {
		return array(
			'speed not a number' => array( array( 'animation_speed' => 'fast' ), 'animation_speed' ),
			'speed too high'     => array( array( 'animation_speed' => 99999 ), 'animation_speed' ),
			'size unknown'       => array( array( 'size' => 'huge' ), 'size' ),
			'animation unknown'  => array( array( 'animation_type' => 'spin' ), 'animation_type' ),
			'width junk'         => array( array( 'custom_width' => '640 pixels' ), 'custom_width' ),
			'flag junk'          => array( array( 'stackable' => 'maybe' ), 'stackable' ),
			'triggers not list'  => array( array( 'triggers' => array( 'a' => array( 'type' => 'auto_open' ) ) ), 'triggers' ),
			'trigger no type'    => array( array( 'triggers' => array( array( 'settings' => array() ) ) ), 'triggers[0].type' ),
			'delay junk'         => array(
				array(
					'triggers' => array(
						array(
							'type'     => 'auto_open',
							'settings' => array( 'delay' => 'abc' ),
						),
					),
				),
				'triggers[0].delay',
			),
			'cookie time junk'   => array(
				array(
					'cookies' => array(
						array(
							'event'    => 'manual',
							'settings' => array( 'time' => 'forever' ),
						),
					),
				),
				'cookies[0].time',
			),
			'group not list'     => array( array( 'conditions' => array( 'x' ) ), 'conditions[0]' ),
			'days negative'      => array( array( 'frequency_days' => -1 ), 'frequency_days' ),
			'times junk'         => array( array( 'frequency_times' => 'often' ), 'frequency_times' ),
			'percent over 100'   => array(
				array(
					'triggers' => array(
						array(
							'type'     => 'scroll_depth',
							'settings' => array( 'percent' => 150 ),
						),
					),
				),
				'triggers[0].percent',
			),
			'seconds junk'       => array(
				array(
					'triggers' => array(
						array(
							'type'     => 'time_on_site',
							'settings' => array( 'seconds' => 'soon' ),
						),
					),
				),
				'triggers[0].seconds',
			),
			'sound script'       => array( array( 'custom_sound' => 'javascript:alert(1)' ), 'custom_sound' ),
			'value junk'         => array(
				array(
					'conditions' => array(
						array(
							array(
								'target'   => 'cart_total_above',
								'settings' => array( 'value' => 'lots' ),
							),
						),
					),
				),
				'conditions[0][0].value',
			),
		);
	}

	/**
	 * A bad value is refused, naming its field.
	 *
	 * @param array<string, mixed> $value The value.
	 * @param string               $field The field named.
	 */
	#[DataProvider( 'bad' )]
	public function test_bad_values_refused( array $value, string $field ): void {
		$result = Settings::sanitize( $value );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( Settings::ERROR, $result->get_error_code() );
		$this->assertSame( $field, $result->get_error_data()['field'] );
		$this->assertSame( 400, $result->get_error_data()['status'] );
		$this->assertStringContainsString( $field, $result->get_error_message() );
	}

	/**
	 * Not an object at all.
	 */
	public function test_not_an_object(): void {
		$this->assertInstanceOf( WP_Error::class, Settings::sanitize( 'x' ) );
	}
}
