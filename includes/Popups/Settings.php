<?php
/**
 * The popup settings entity (spec: storefront §3 Popup settings, §9 Popups):
 * defaults, sanitising and reading. Its twin in the browser is
 * src/popups/model.ts; docs/popups.md is the contract.
 *
 * @package Vitrina
 */

namespace Vitrina\Popups;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * One post meta per popup holds the whole entity. sanitize() makes a stored
 * value whole and valid, or refuses it: a value of the wrong shape is never
 * stored. Type names (trigger, cookie event, condition target) are kept as
 * keys even when unknown, because the island reports an unknown one.
 */
final class Settings {

	/** The post meta holding the entity. */
	public const META = '_vitrina_popup_settings';

	/** Error code of a refused value. */
	public const ERROR = 'vitrina_popup_invalid';

	/** Values of the choice fields. */
	public const SIZES      = array( 'medium', 'auto', 'custom' );
	public const ANIMATIONS = array( 'none', 'slide', 'fade', 'fadeAndSlide', 'grow', 'growAndSlide' );
	public const PLACES     = array( 'center top', 'center', 'center bottom', 'left top', 'left center', 'left bottom', 'right top', 'right center', 'right bottom' );
	public const SOUNDS     = array( 'none', 'beep', 'custom' );

	/** Time units of a cookie's time. */
	public const TIME_UNITS = array( 'second', 'minute', 'hour', 'day', 'week', 'month', 'year' );

	/** Limits of the numbers. */
	public const MAX_SPEED  = 5000;
	public const MAX_DELAY  = 3600000;
	public const MAX_ZINDEX = 2147483647;
	public const MAX_OFFSET = 10000;
	public const MAX_DAYS   = 3650;
	public const MAX_TIMES  = 1000;
	public const MAX_VISIT  = 86400;

	/**
	 * Every field with its default.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array(
			'cookies'                         => array(),
			'triggers'                        => array(),
			'conditions'                      => array(),
			'size'                            => 'medium',
			'responsive_min_width'            => '0%',
			'responsive_max_width'            => '100%',
			'custom_width'                    => '640px',
			'custom_height'                   => '380px',
			'custom_height_auto'              => false,
			'animation_type'                  => 'fade',
			'animation_speed'                 => 350,
			'animation_origin'                => 'center top',
			'location'                        => 'center top',
			'position_top'                    => 100,
			'position_bottom'                 => 0,
			'position_left'                   => 0,
			'position_right'                  => 0,
			'position_fixed'                  => false,
			'position_from_trigger'           => false,
			'stackable'                       => false,
			'overlay_disabled'                => false,
			'close_on_overlay_click'          => true,
			'close_on_esc_press'              => true,
			'close_on_f4_press'               => false,
			'close_on_form_submission'        => false,
			'close_on_form_submission_delay'  => 0,
			'close_button_delay'              => 0,
			'disable_on_mobile'               => false,
			'disable_on_tablet'               => false,
			'disable_reposition'              => false,
			'scrollable_content'              => false,
			'zindex'                          => 1999999999,
			'open_sound'                      => 'none',
			'custom_sound'                    => '',
			'frequency_days'                  => 0,
			'frequency_times'                 => 0,
			'frequency_stop_after_conversion' => false,
			'marketing'                       => false,
		);
	}

	/**
	 * The entity of a popup: what is stored, over the defaults.
	 *
	 * @param int $popup_id The popup.
	 * @return array<string, mixed>
	 */
	public static function get( int $popup_id ): array {
		$stored = get_post_meta( $popup_id, self::META, true );
		$clean  = is_array( $stored ) ? self::sanitize( $stored ) : null;
		return is_array( $clean ) ? $clean : self::defaults();
	}

	/**
	 * A whole, valid entity from a value, or why it cannot be one.
	 *
	 * @param mixed $value The value (an array or an object, fields missing take their default).
	 * @return array<string, mixed>|WP_Error
	 */
	public static function sanitize( $value ) {
		if ( is_object( $value ) ) {
			$value = json_decode( (string) wp_json_encode( $value ), true );
		}
		if ( ! is_array( $value ) ) {
			return self::error( 'settings', __( 'The popup settings must be an object.', 'vitrina' ) );
		}
		$out = self::defaults();
		foreach ( $out as $field => $default ) {
			if ( ! array_key_exists( $field, $value ) || null === $value[ $field ] ) {
				continue;
			}
			$raw   = $value[ $field ];
			$clean = match ( $field ) {
				'cookies'    => self::list_of( $field, $raw, array( self::class, 'cookie' ) ),
				'triggers'   => self::list_of( $field, $raw, array( self::class, 'trigger' ) ),
				'conditions' => self::conditions( $raw ),
				'size'       => self::choice( $field, $raw, self::SIZES ),
				'animation_type' => self::choice( $field, $raw, self::ANIMATIONS ),
				'animation_origin', 'location' => self::choice( $field, $raw, self::PLACES ),
				'open_sound' => self::choice( $field, $raw, self::SOUNDS ),
				'custom_sound' => self::url( $field, $raw ),
				'responsive_min_width', 'responsive_max_width', 'custom_width', 'custom_height' => self::length( $field, $raw ),
				'animation_speed' => self::number( $field, $raw, 0, self::MAX_SPEED ),
				'zindex'     => self::number( $field, $raw, 0, self::MAX_ZINDEX ),
				'close_button_delay' => self::number( $field, $raw, 0, self::MAX_DELAY ),
				'close_on_form_submission_delay' => self::number( $field, $raw, 0, self::MAX_DELAY ),
				'position_top', 'position_bottom', 'position_left', 'position_right' => self::number( $field, $raw, -self::MAX_OFFSET, self::MAX_OFFSET ),
				'frequency_days' => self::number( $field, $raw, 0, self::MAX_DAYS ),
				'frequency_times' => self::number( $field, $raw, 0, self::MAX_TIMES ),
				default      => self::flag( $field, $raw ),
			};
			if ( $clean instanceof WP_Error ) {
				return $clean;
			}
			$out[ $field ] = $clean;
		}
		return $out;
	}

	/**
	 * A refusal naming the field.
	 *
	 * @param string $field The field.
	 * @param string $text  Why.
	 */
	private static function error( string $field, string $text ): WP_Error {
		return new WP_Error(
			self::ERROR,
			/* translators: 1: a field of the popup settings, 2: what is wrong with it. */
			sprintf( __( 'Popup settings, %1$s: %2$s', 'vitrina' ), $field, $text ),
			array(
				'status' => 400,
				'field'  => $field,
			)
		);
	}

	/**
	 * A yes/no value (booleans, 0/1, "yes"/"no", "true"/"false").
	 *
	 * @param string $field The field.
	 * @param mixed  $raw   The value.
	 * @return bool|WP_Error
	 */
	private static function flag( string $field, $raw ) {
		if ( is_bool( $raw ) ) {
			return $raw;
		}
		if ( is_int( $raw ) || is_string( $raw ) ) {
			$s = strtolower( trim( (string) $raw ) );
			if ( in_array( $s, array( '1', 'yes', 'true', 'on' ), true ) ) {
				return true;
			}
			if ( in_array( $s, array( '0', 'no', 'false', 'off', '' ), true ) ) {
				return false;
			}
		}
		return self::error( $field, __( 'must be yes or no.', 'vitrina' ) );
	}

	/**
	 * A number within limits (a numeric string counts).
	 *
	 * @param string $field The field.
	 * @param mixed  $raw   The value.
	 * @param int    $min   Lowest.
	 * @param int    $max   Highest.
	 * @return int|WP_Error
	 */
	private static function number( string $field, $raw, int $min, int $max ) {
		if ( is_bool( $raw ) || ! is_numeric( $raw ) ) {
			return self::error( $field, __( 'must be a number.', 'vitrina' ) );
		}
		$n = (int) round( (float) $raw );
		if ( $n < $min || $n > $max ) {
			/* translators: 1: lowest value, 2: highest value. */
			return self::error( $field, sprintf( __( 'must be between %1$d and %2$d.', 'vitrina' ), $min, $max ) );
		}
		return $n;
	}

	/**
	 * One of the allowed values.
	 *
	 * @param string   $field   The field.
	 * @param mixed    $raw     The value.
	 * @param string[] $allowed Allowed values.
	 * @return string|WP_Error
	 */
	private static function choice( string $field, $raw, array $allowed ) {
		if ( is_string( $raw ) && in_array( $raw, $allowed, true ) ) {
			return $raw;
		}
		/* translators: %s: the allowed values. */
		return self::error( $field, sprintf( __( 'must be one of: %s.', 'vitrina' ), implode( ', ', $allowed ) ) );
	}

	/**
	 * A CSS length: a number with px, %, em, rem, vw or vh, or auto.
	 *
	 * @param string $field The field.
	 * @param mixed  $raw   The value.
	 * @return string|WP_Error
	 */
	private static function length( string $field, $raw ) {
		if ( is_int( $raw ) ) {
			$raw = $raw . 'px';
		}
		if ( is_string( $raw ) ) {
			$raw = strtolower( trim( $raw ) );
			if ( 'auto' === $raw || preg_match( '/^\d{1,5}(\.\d{1,3})?(px|%|em|rem|vw|vh)$/', $raw ) ) {
				return $raw;
			}
		}
		return self::error( $field, __( 'must be a length such as 640px, 50% or auto.', 'vitrina' ) );
	}

	/**
	 * An http(s) address, or empty.
	 *
	 * @param string $field The field.
	 * @param mixed  $raw   The value.
	 * @return string|WP_Error
	 */
	private static function url( string $field, $raw ) {
		if ( ! is_string( $raw ) ) {
			return self::error( $field, __( 'must be an address.', 'vitrina' ) );
		}
		$raw = trim( $raw );
		if ( '' === $raw ) {
			return '';
		}
		$url = preg_match( '#^(https?://|/)#i', $raw ) ? esc_url_raw( $raw, array( 'http', 'https' ) ) : '';
		return '' !== $url ? $url : self::error( $field, __( 'must start with http://, https:// or /.', 'vitrina' ) );
	}

	/**
	 * A type name: a sanitised key.
	 *
	 * @param string $field The field.
	 * @param mixed  $raw   The value.
	 * @return string|WP_Error
	 */
	private static function type_name( string $field, $raw ) {
		$key = is_string( $raw ) ? sanitize_key( $raw ) : '';
		// sanitize_key() lowercases: keep the spec's camelCase names as sent.
		$name = is_string( $raw ) && preg_match( '/^[A-Za-z0-9_-]{1,64}$/', $raw ) ? $raw : $key;
		return '' !== $name ? $name : self::error( $field, __( 'needs a type.', 'vitrina' ) );
	}

	/**
	 * A list, each item sanitised by a callback.
	 *
	 * @param string   $field The field.
	 * @param mixed    $raw   The value.
	 * @param callable $item  Sanitises one item: (string $field, mixed $item) → array|WP_Error.
	 * @return list<array<string, mixed>>|WP_Error
	 */
	private static function list_of( string $field, $raw, callable $item ) {
		if ( ! is_array( $raw ) || ! array_is_list( $raw ) ) {
			return self::error( $field, __( 'must be a list.', 'vitrina' ) );
		}
		$out = array();
		foreach ( $raw as $i => $one ) {
			$clean = $item( $field . '[' . $i . ']', $one );
			if ( $clean instanceof WP_Error ) {
				return $clean;
			}
			$out[] = $clean;
		}
		return $out;
	}

	/**
	 * What every item (cookie, trigger, condition) has: it is an object, with
	 * a type name under $key (none for null) and a settings object (missing:
	 * empty). The first error found, in that order.
	 *
	 * @param string      $field The field.
	 * @param mixed       $raw   The item.
	 * @param string|null $key   Where its type name is (event, type), or null.
	 * @return array{0: string, 1: array<string, mixed>}|WP_Error The type ('' for none) and the settings.
	 */
	private static function item( string $field, $raw, ?string $key ) {
		if ( ! is_array( $raw ) ) {
			return self::error( $field, __( 'must be an object.', 'vitrina' ) );
		}
		$type = null === $key ? '' : self::type_name( $field . '.' . $key, $raw[ $key ] ?? null );
		if ( $type instanceof WP_Error ) {
			return $type;
		}
		$settings = $raw['settings'] ?? array();
		return is_array( $settings ) ? array( $type, $settings ) : self::error( $field . '.settings', __( 'must be an object.', 'vitrina' ) );
	}

	/**
	 * A cookie: event and settings (name, time, session, path).
	 *
	 * @param string $field The field.
	 * @param mixed  $raw   The item.
	 * @return array<string, mixed>|WP_Error
	 */
	public static function cookie( string $field, $raw ) {
		$item = self::item( $field, $raw, 'event' );
		if ( $item instanceof WP_Error ) {
			return $item;
		}
		$event    = $item[0];
		$settings = $item[1];
		$name     = isset( $settings['name'] ) ? self::cookie_name( $settings['name'] ) : '';
		$time     = isset( $settings['time'] ) && is_string( $settings['time'] ) ? strtolower( trim( $settings['time'] ) ) : '30 days';
		if ( ! preg_match( '/^(\d{1,4}) (' . implode( '|', self::TIME_UNITS ) . ')s?$/', $time ) ) {
			return self::error( $field . '.time', __( 'must be a number and a unit, such as 30 days.', 'vitrina' ) );
		}
		$session = self::flag( $field . '.session', $settings['session'] ?? false );
		$path    = self::flag( $field . '.path', $settings['path'] ?? true );
		if ( $session instanceof WP_Error || $path instanceof WP_Error ) {
			return $session instanceof WP_Error ? $session : $path;
		}
		return array(
			'event'    => $event,
			'settings' => array(
				'name'    => $name,
				'time'    => $time,
				'session' => $session,
				'path'    => $path,
			),
		);
	}

	/**
	 * A cookie name (the characters a cookie name may have).
	 *
	 * @param mixed $raw The name.
	 */
	private static function cookie_name( $raw ): string {
		return is_string( $raw ) ? substr( (string) preg_replace( '/[^A-Za-z0-9_.-]/', '', $raw ), 0, 64 ) : '';
	}

	/**
	 * A trigger: type and settings (delay, cookie_name, extra_selectors,
	 * do_default, form, formInstanceId; percent and selector of scroll_depth,
	 * seconds of time_on_site).
	 *
	 * @param string $field The field.
	 * @param mixed  $raw   The item.
	 * @return array<string, mixed>|WP_Error
	 */
	public static function trigger( string $field, $raw ) {
		$item = self::item( $field, $raw, 'type' );
		if ( $item instanceof WP_Error ) {
			return $item;
		}
		$type     = $item[0];
		$settings = $item[1];
		$delay    = self::number( $field . '.delay', $settings['delay'] ?? 500, 0, self::MAX_DELAY );
		if ( $delay instanceof WP_Error ) {
			return $delay;
		}
		$do_default = self::flag( $field . '.do_default', $settings['do_default'] ?? false );
		if ( $do_default instanceof WP_Error ) {
			return $do_default;
		}
		$percent = self::number( $field . '.percent', $settings['percent'] ?? 50, 1, 100 );
		if ( $percent instanceof WP_Error ) {
			return $percent;
		}
		$seconds = self::number( $field . '.seconds', $settings['seconds'] ?? 30, 0, self::MAX_VISIT );
		if ( $seconds instanceof WP_Error ) {
			return $seconds;
		}
		$names = $settings['cookie_name'] ?? array();
		$names = is_string( $names ) ? explode( ',', $names ) : $names;
		if ( ! is_array( $names ) ) {
			return self::error( $field . '.cookie_name', __( 'must be a list of cookie names.', 'vitrina' ) );
		}
		$out = array(
			'delay'           => $delay,
			'cookie_name'     => array_values( array_filter( array_map( array( self::class, 'cookie_name' ), $names ) ) ),
			'extra_selectors' => isset( $settings['extra_selectors'] ) && is_string( $settings['extra_selectors'] ) ? trim( wp_strip_all_tags( $settings['extra_selectors'] ) ) : '',
			'do_default'      => $do_default,
			'form'            => isset( $settings['form'] ) && is_string( $settings['form'] ) && preg_match( '/^[A-Za-z0-9_-]{1,100}$/', $settings['form'] ) ? $settings['form'] : 'any',
			'percent'         => $percent,
			'selector'        => isset( $settings['selector'] ) && is_string( $settings['selector'] ) ? trim( wp_strip_all_tags( $settings['selector'] ) ) : '',
			'seconds'         => $seconds,
		);
		if ( isset( $settings['formInstanceId'] ) && is_scalar( $settings['formInstanceId'] ) ) {
			$out['formInstanceId'] = substr( sanitize_text_field( (string) $settings['formInstanceId'] ), 0, 64 );
		}
		return array(
			'type'     => $type,
			'settings' => $out,
		);
	}

	/**
	 * Condition groups: a list of lists of conditions.
	 *
	 * @param mixed $raw The value.
	 * @return array<int, mixed>|WP_Error
	 */
	private static function conditions( $raw ) {
		return self::list_of(
			'conditions',
			$raw,
			static fn( string $field, $group ) => self::list_of( $field, $group, array( self::class, 'condition' ) )
		);
	}

	/**
	 * A condition: target (kept when missing: it then fails), not_operand
	 * and settings (ids, value, post_type, text).
	 *
	 * @param string $field The field.
	 * @param mixed  $raw   The item.
	 * @return array<string, mixed>|WP_Error
	 */
	public static function condition( string $field, $raw ) {
		$item = self::item( $field, $raw, null );
		if ( $item instanceof WP_Error ) {
			return $item;
		}
		$settings = $item[1];
		$not      = self::flag( $field . '.not_operand', $raw['not_operand'] ?? false );
		if ( $not instanceof WP_Error ) {
			return $not;
		}
		$out = array(
			'not_operand' => $not,
			'settings'    => array(),
		);
		if ( isset( $raw['target'] ) && '' !== $raw['target'] ) {
			$target = self::type_name( $field . '.target', $raw['target'] );
			if ( $target instanceof WP_Error ) {
				return $target;
			}
			$out['target'] = $target;
		}
		if ( isset( $settings['ids'] ) ) {
			$ids = is_string( $settings['ids'] ) ? explode( ',', $settings['ids'] ) : $settings['ids'];
			if ( ! is_array( $ids ) ) {
				return self::error( $field . '.ids', __( 'must be a list of ids.', 'vitrina' ) );
			}
			$out['settings']['ids'] = array_values( array_unique( array_filter( array_map( 'absint', $ids ) ) ) );
		}
		if ( isset( $settings['value'] ) ) {
			if ( ! is_numeric( $settings['value'] ) ) {
				return self::error( $field . '.value', __( 'must be a number.', 'vitrina' ) );
			}
			$out['settings']['value'] = (float) $settings['value'];
		}
		if ( isset( $settings['post_type'] ) ) {
			$out['settings']['post_type'] = sanitize_key( (string) $settings['post_type'] );
		}
		if ( isset( $settings['text'] ) ) {
			$out['settings']['text'] = substr( sanitize_text_field( (string) $settings['text'] ), 0, 200 );
		}
		return $out;
	}
}
