<?php
/**
 * The delivery selection the widget returns (spec delivery-widget.md §3,
 * docs/delivery-provider.md): validation, sanitising and the readable forms.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Pure helpers around the selection array. A valid selection has this shape
 * (every string sanitised, every number a number):
 *
 * The keys comment, city{name, region, countryIsoCode},
 * delivery{id, name (the tariff's, may be empty), type, company{id, name},
 * price, days{min, max}, cashPaymentAvailable, cardPaymentAvailable,
 * point: null|{id, type, name, address, zipCode, workHours,
 * cashPaymentAvailable, cardPaymentAvailable}},
 * contacts{name, phone, email, address{zipCode, street, building, bulk,
 * apartment}}, payType and _meta{commonDeliveryDataHTML}.
 */
final class Selection {

	/** Delivery types (§9). */
	public const PICKUP  = 1;
	public const COURIER = 2;
	public const POST    = 3;
	public const RETURN  = 4;

	/** Payment types (§9). */
	public const PAY_ON_DELIVERY = 1;
	public const PAY_ONLINE      = 2;
	public const PAY_OTHER       = 3;

	/** Postcode used when the selection has none (§9). */
	public const DEFAULT_POSTCODE = '000000';

	/** The error code of a refused selection. */
	public const INVALID = 'vitrina_delivery_invalid';

	/** Longest string kept from the selection. */
	private const MAX_STRING = 500;

	/** Longest summary HTML kept. */
	private const MAX_HTML = 5000;

	/**
	 * Validates and sanitises a selection given as a JSON string or an array
	 * (an object decoded from JSON).
	 *
	 * @param mixed $raw The selection.
	 * @return array<string, mixed>|WP_Error The clean selection, or why it is refused.
	 */
	public static function parse( $raw ) {
		if ( is_string( $raw ) ) {
			$decoded = json_decode( $raw, true );
			if ( ! is_array( $decoded ) ) {
				return self::refused( __( 'The delivery selection is not valid JSON.', 'vitrina' ) );
			}
			$raw = $decoded;
		} elseif ( is_object( $raw ) ) {
			$raw = json_decode( (string) wp_json_encode( $raw ), true );
		}
		if ( ! is_array( $raw ) || array() === $raw || array_is_list( $raw ) ) {
			return self::refused( __( 'The delivery selection must be an object.', 'vitrina' ) );
		}

		$delivery = $raw['delivery'] ?? null;
		if ( ! is_array( $delivery ) ) {
			return self::refused( __( 'The delivery selection has no delivery.', 'vitrina' ) );
		}
		$type = self::int_or_null( $delivery['type'] ?? null );
		if ( ! in_array( $type, array( self::PICKUP, self::COURIER, self::POST, self::RETURN ), true ) ) {
			return self::refused( __( 'The delivery type must be 1 (pickup), 2 (courier), 3 (post) or 4 (return).', 'vitrina' ) );
		}
		$price = self::number_or_null( $delivery['price'] ?? null );
		if ( null === $price || $price < 0 ) {
			return self::refused( __( 'The delivery price must be a number of at least 0.', 'vitrina' ) );
		}
		$city = $raw['city'] ?? null;
		if ( ! is_array( $city ) || '' === self::text( $city['name'] ?? '' ) ) {
			return self::refused( __( 'The delivery selection has no city.', 'vitrina' ) );
		}
		$point = $delivery['point'] ?? null;
		if ( null !== $point && ! is_array( $point ) ) {
			return self::refused( __( 'The pickup point must be an object or null.', 'vitrina' ) );
		}
		if ( self::PICKUP === $type && ( ! is_array( $point ) || '' === self::text( $point['address'] ?? '' ) ) ) {
			return self::refused( __( 'A pickup delivery needs a pickup point with an address.', 'vitrina' ) );
		}
		foreach ( array( 'company', 'days' ) as $key ) {
			if ( isset( $delivery[ $key ] ) && ! is_array( $delivery[ $key ] ) ) {
				/* translators: %s: a field of the delivery selection. */
				return self::refused( sprintf( __( 'The field delivery.%s must be an object.', 'vitrina' ), $key ) );
			}
		}
		foreach ( array( 'contacts', '_meta' ) as $key ) {
			if ( isset( $raw[ $key ] ) && ! is_array( $raw[ $key ] ) ) {
				/* translators: %s: a field of the delivery selection. */
				return self::refused( sprintf( __( 'The field %s must be an object.', 'vitrina' ), $key ) );
			}
		}
		$contacts = (array) ( $raw['contacts'] ?? array() );
		if ( isset( $contacts['address'] ) && ! is_array( $contacts['address'] ) ) {
			return self::refused( __( 'The field contacts.address must be an object.', 'vitrina' ) );
		}
		$company = (array) ( $delivery['company'] ?? array() );
		$days    = (array) ( $delivery['days'] ?? array() );
		$address = (array) ( $contacts['address'] ?? array() );
		$meta    = (array) ( $raw['_meta'] ?? array() );
		$pay     = self::int_or_null( $raw['payType'] ?? null );

		return array(
			'comment'  => self::textarea( $raw['comment'] ?? '' ),
			'city'     => array(
				'name'           => self::text( $city['name'] ?? '' ),
				'region'         => self::text( $city['region'] ?? '' ),
				'countryIsoCode' => strtoupper( substr( self::text( $city['countryIsoCode'] ?? '' ), 0, 2 ) ),
			),
			'delivery' => array(
				'id'                   => self::text( $delivery['id'] ?? '' ),
				'name'                 => self::text( $delivery['name'] ?? '' ),
				'type'                 => $type,
				'company'              => array(
					'id'   => self::text( $company['id'] ?? '' ),
					'name' => self::text( $company['name'] ?? '' ),
				),
				'price'                => round( $price, 2 ),
				'days'                 => array(
					'min' => max( 0, (int) self::int_or_null( $days['min'] ?? 0 ) ),
					'max' => max( 0, (int) self::int_or_null( $days['max'] ?? 0 ) ),
				),
				'cashPaymentAvailable' => self::flag( $delivery['cashPaymentAvailable'] ?? false ),
				'cardPaymentAvailable' => self::flag( $delivery['cardPaymentAvailable'] ?? false ),
				'point'                => is_array( $point ) ? array(
					'id'                   => self::text( $point['id'] ?? '' ),
					'type'                 => self::int_or_null( $point['type'] ?? null ),
					'name'                 => self::text( $point['name'] ?? '' ),
					'address'              => self::text( $point['address'] ?? '' ),
					'zipCode'              => self::zip( $point['zipCode'] ?? '' ),
					'workHours'            => self::text( $point['workHours'] ?? '' ),
					'cashPaymentAvailable' => self::flag( $point['cashPaymentAvailable'] ?? false ),
					'cardPaymentAvailable' => self::flag( $point['cardPaymentAvailable'] ?? false ),
				) : null,
			),
			'contacts' => array(
				'name'    => self::text( $contacts['name'] ?? '' ),
				'phone'   => self::text( $contacts['phone'] ?? '' ),
				'email'   => sanitize_email( self::text( $contacts['email'] ?? '' ) ),
				'address' => array(
					'zipCode'   => self::zip( $address['zipCode'] ?? '' ),
					'street'    => self::text( $address['street'] ?? '' ),
					'building'  => self::text( $address['building'] ?? '' ),
					'bulk'      => self::text( $address['bulk'] ?? '' ),
					'apartment' => self::text( $address['apartment'] ?? '' ),
				),
			),
			'payType'  => in_array( $pay, array( self::PAY_ON_DELIVERY, self::PAY_ONLINE, self::PAY_OTHER ), true ) ? $pay : null,
			'_meta'    => array(
				'commonDeliveryDataHTML' => self::html( $meta['commonDeliveryDataHTML'] ?? '' ),
			),
		);
	}

	/**
	 * The street address in the format of §9: street, 'д.'+building,
	 * '(корп.'+bulk+')', then 'Кв/офис N'. For a pickup point: its address.
	 *
	 * @param array<string, mixed> $selection A clean selection.
	 */
	public static function address_line( array $selection ): string {
		$point = $selection['delivery']['point'] ?? null;
		if ( self::PICKUP === ( $selection['delivery']['type'] ?? null ) && is_array( $point ) ) {
			return (string) $point['address'];
		}
		$address = (array) ( $selection['contacts']['address'] ?? array() );
		$house   = array();
		if ( '' !== (string) ( $address['building'] ?? '' ) ) {
			$house[] = 'д.' . $address['building'];
		}
		if ( '' !== (string) ( $address['bulk'] ?? '' ) ) {
			$house[] = '(корп.' . $address['bulk'] . ')';
		}
		$parts = array();
		if ( '' !== (string) ( $address['street'] ?? '' ) ) {
			$parts[] = (string) $address['street'];
		}
		if ( array() !== $house ) {
			$parts[] = implode( ' ', $house );
		}
		if ( '' !== (string) ( $address['apartment'] ?? '' ) ) {
			$parts[] = 'Кв/офис ' . $address['apartment'];
		}
		if ( array() === $parts && is_array( $point ) ) {
			return (string) $point['address'];
		}
		return implode( ', ', $parts );
	}

	/**
	 * The postcode: the point's for pickup, else the address's; 000000 when
	 * there is none (§9).
	 *
	 * @param array<string, mixed> $selection A clean selection.
	 */
	public static function postcode( array $selection ): string {
		$point = $selection['delivery']['point'] ?? null;
		$zip   = is_array( $point ) && self::PICKUP === ( $selection['delivery']['type'] ?? null )
			? (string) $point['zipCode']
			: (string) ( $selection['contacts']['address']['zipCode'] ?? '' );
		if ( '' === $zip && is_array( $point ) ) {
			$zip = (string) $point['zipCode'];
		}
		return '' === $zip ? self::DEFAULT_POSTCODE : $zip;
	}

	/**
	 * The order notes with the courier comment appended as
	 * '(для курьера: …)', replacing an earlier one (§4).
	 *
	 * @param string $notes   The shopper's order notes.
	 * @param string $comment The courier comment of the selection.
	 */
	public static function notes_with_comment( string $notes, string $comment ): string {
		$notes   = trim( (string) preg_replace( '/\s*\(для курьера: .*\)\s*$/su', '', $notes ) );
		$comment = trim( $comment );
		if ( '' === $comment ) {
			return $notes;
		}
		$suffix = '(для курьера: ' . $comment . ')';
		return '' === $notes ? $suffix : $notes . ' ' . $suffix;
	}

	/**
	 * The delivery kind, translated.
	 *
	 * @param int|null $type Delivery type.
	 */
	public static function kind( $type ): string {
		switch ( $type ) {
			case self::PICKUP:
				return __( 'pickup point', 'vitrina' );
			case self::COURIER:
				return __( 'courier', 'vitrina' );
			case self::POST:
				return __( 'post', 'vitrina' );
			case self::RETURN:
				return __( 'return', 'vitrina' );
		}
		return '';
	}

	/**
	 * The label of the shipping rate: company and kind.
	 *
	 * @param array<string, mixed> $selection A clean selection.
	 */
	public static function label( array $selection ): string {
		$company = (string) ( $selection['delivery']['company']['name'] ?? '' );
		$kind    = self::kind( $selection['delivery']['type'] ?? null );
		if ( '' === $company ) {
			/* translators: %s: delivery kind (pickup point, courier, post). */
			return sprintf( __( 'Delivery: %s', 'vitrina' ), $kind );
		}
		/* translators: 1: delivery company, 2: delivery kind (pickup point, courier, post). */
		return sprintf( __( '%1$s, %2$s', 'vitrina' ), $company, $kind );
	}

	/**
	 * Whether cash and card payment on delivery are allowed (the point's
	 * flags count too when there is a point).
	 *
	 * @param array<string, mixed> $selection A clean selection.
	 * @return array{cash: bool, card: bool}
	 */
	public static function payments( array $selection ): array {
		$delivery = (array) ( $selection['delivery'] ?? array() );
		$point    = $delivery['point'] ?? null;
		$cash     = ! empty( $delivery['cashPaymentAvailable'] );
		$card     = ! empty( $delivery['cardPaymentAvailable'] );
		if ( is_array( $point ) ) {
			$cash = $cash && ! empty( $point['cashPaymentAvailable'] );
			$card = $card && ! empty( $point['cardPaymentAvailable'] );
		}
		return array(
			'cash' => $cash,
			'card' => $card,
		);
	}

	/**
	 * A readable summary, one line per fact, in the current language: the
	 * company and kind, the tariff, the cost, the days and the expected
	 * dates (calendar days counted from $from, the day of the order; today
	 * when not given), the city, the point (name and address, its hours) or
	 * the courier's address, the postcode, the recipient, the payment and the
	 * courier comment. Selections saved before the tariff name and the hours
	 * were kept simply have no such line.
	 *
	 * @param array<string, mixed>    $selection A clean selection.
	 * @param \DateTimeInterface|null $from      The day the days count from.
	 * @return array<string, string> Label => value.
	 */
	public static function summary( array $selection, ?\DateTimeInterface $from = null ): array {
		$delivery = (array) $selection['delivery'];
		$lines    = array();

		$lines[ __( 'Delivery', 'vitrina' ) ] = self::label( $selection );
		$lines[ __( 'Tariff', 'vitrina' ) ]   = (string) ( $delivery['name'] ?? '' );
		$lines[ __( 'Cost', 'vitrina' ) ]     = self::money( (float) $delivery['price'] );
		$days                                 = (array) $delivery['days'];
		if ( $days['max'] > 0 ) {
			$lines[ __( 'Delivery time', 'vitrina' ) ] = $days['min'] === $days['max'] || 0 === $days['min']
				/* translators: %d: number of days. */
				? sprintf( _n( '%d day', '%d days', (int) $days['max'], 'vitrina' ), (int) $days['max'] )
				/* translators: 1: fewest days, 2: most days. */
				: sprintf( __( '%1$d–%2$d days', 'vitrina' ), (int) $days['min'], (int) $days['max'] );
			$lines[ __( 'Expected delivery', 'vitrina' ) ] = self::dates( (int) $days['min'], (int) $days['max'], $from );
		}
		$city                             = (array) $selection['city'];
		$lines[ __( 'City', 'vitrina' ) ] = implode( ', ', array_filter( array( (string) $city['name'], (string) $city['region'] ) ) );

		$point = $delivery['point'];
		if ( is_array( $point ) && self::PICKUP === $delivery['type'] ) {
			$lines[ __( 'Pickup point', 'vitrina' ) ]  = implode( ', ', array_filter( array( (string) $point['name'], (string) $point['address'] ) ) );
			$lines[ __( 'Working hours', 'vitrina' ) ] = (string) ( $point['workHours'] ?? '' );
		} else {
			$lines[ __( 'Address', 'vitrina' ) ] = self::address_line( $selection );
		}
		$lines[ __( 'Postcode', 'vitrina' ) ] = self::postcode( $selection );

		$contacts = (array) $selection['contacts'];
		$who      = implode( ', ', array_filter( array( (string) $contacts['name'], (string) $contacts['phone'], (string) $contacts['email'] ) ) );
		if ( '' !== $who ) {
			$lines[ __( 'Recipient', 'vitrina' ) ] = $who;
		}
		$pay = array(
			self::PAY_ON_DELIVERY => __( 'on delivery', 'vitrina' ),
			self::PAY_ONLINE      => __( 'online', 'vitrina' ),
			self::PAY_OTHER       => __( 'other', 'vitrina' ),
		);
		if ( isset( $pay[ $selection['payType'] ] ) ) {
			$lines[ __( 'Payment', 'vitrina' ) ] = $pay[ $selection['payType'] ];
		}
		if ( '' !== (string) $selection['comment'] ) {
			$lines[ __( 'Comment for the courier', 'vitrina' ) ] = (string) $selection['comment'];
		}
		return array_filter( $lines, static fn( $value ) => '' !== $value );
	}

	/**
	 * The expected delivery dates, $min to $max calendar days after $from
	 * (today when null), in the shop's time zone, written the way the current
	 * language writes a day and month ("29 ноября – 1 декабря", "November 29 –
	 * December 1"; one date when both are the same day; the year shown when it
	 * is not the year of $from).
	 *
	 * @param int                     $min  Fewest days.
	 * @param int                     $max  Most days.
	 * @param \DateTimeInterface|null $from The day the days count from.
	 */
	public static function dates( int $min, int $max, ?\DateTimeInterface $from = null ): string {
		$zone  = wp_timezone();
		$start = null === $from ? new \DateTimeImmutable( 'now', $zone ) : \DateTimeImmutable::createFromInterface( $from )->setTimezone( $zone );
		$shown = array();
		foreach ( array( min( $min, $max ), $max ) as $days ) {
			$day     = $start->modify( '+' . max( 0, $days ) . ' days' );
			$shown[] = self::date( $day, $day->format( 'Y' ) !== $start->format( 'Y' ) );
		}
		if ( $shown[0] === $shown[1] ) {
			return $shown[0];
		}
		/* translators: 1: the first expected delivery date, 2: the last one. */
		return sprintf( __( '%1$s – %2$s', 'vitrina' ), $shown[0], $shown[1] );
	}

	/**
	 * A day and month (and the year) in the current language: ICU's pattern
	 * for the language when PHP has intl (it declines the month: "29
	 * ноября"), else WordPress's month names in a translated format.
	 *
	 * @param \DateTimeImmutable $day       The day, in the shop's time zone.
	 * @param bool               $with_year Whether to show the year.
	 */
	private static function date( \DateTimeImmutable $day, bool $with_year ): string {
		if ( class_exists( \IntlDatePatternGenerator::class ) ) {
			$locale    = determine_locale();
			$pattern   = ( new \IntlDatePatternGenerator( $locale ) )->getBestPattern( $with_year ? 'yMMMMd' : 'MMMMd' );
			$formatter = false === $pattern ? null : \IntlDateFormatter::create( $locale, \IntlDateFormatter::NONE, \IntlDateFormatter::NONE, $day->getTimezone(), null, $pattern );
			$text      = null === $formatter ? false : $formatter->format( $day );
			if ( is_string( $text ) && '' !== $text ) {
				return $text;
			}
		}
		$format = $with_year
			/* translators: a delivery date with the year, PHP date format (e.g. "F j, Y"; Russian "j F Y"). */
			? _x( 'F j, Y', 'delivery date', 'vitrina' )
			/* translators: a delivery date without the year, PHP date format (e.g. "F j"; Russian "j F"). */
			: _x( 'F j', 'delivery date', 'vitrina' );
		return (string) wp_date( $format, $day->getTimestamp(), $day->getTimezone() );
	}

	/**
	 * The summary as label/value pairs, in order: what the set-delivery
	 * answer and the page configuration give the page to show (the one
	 * rendering of the summary; the page inserts them as text).
	 *
	 * @param array<string, mixed> $selection A clean selection.
	 * @return list<array{label: string, value: string}>
	 */
	public static function summary_lines( array $selection ): array {
		$lines = array();
		foreach ( self::summary( $selection ) as $label => $value ) {
			$lines[] = array(
				'label' => (string) $label,
				'value' => (string) $value,
			);
		}
		return $lines;
	}

	/**
	 * The summary as plain text, one "Label: value" a line.
	 *
	 * @param array<string, mixed>    $selection A clean selection.
	 * @param \DateTimeInterface|null $from      The day the days count from (Selection::summary).
	 */
	public static function summary_text( array $selection, ?\DateTimeInterface $from = null ): string {
		$out = array();
		foreach ( self::summary( $selection, $from ) as $label => $value ) {
			$out[] = $label . ': ' . $value;
		}
		return implode( "\n", $out );
	}

	/**
	 * A price in roubles, as plain text.
	 *
	 * @param float $amount Amount.
	 */
	public static function money( float $amount ): string {
		$decimals = floor( $amount ) === $amount ? 0 : 2;
		return number_format( $amount, $decimals, ',', ' ' ) . ' ₽';
	}

	/**
	 * A refused selection (400; also the shop's refusal of a choice the
	 * provider does not confirm, ProviderQuote).
	 *
	 * @param string $message Why.
	 */
	public static function refused( string $message ): WP_Error {
		return new WP_Error( self::INVALID, $message, array( 'status' => 400 ) );
	}

	/**
	 * A one-line string (of the widget's or the provider's answer).
	 *
	 * @param mixed $value Value.
	 */
	public static function text( $value ): string {
		if ( ! is_string( $value ) && ! is_int( $value ) && ! is_float( $value ) ) {
			return '';
		}
		return mb_substr( sanitize_text_field( (string) $value ), 0, self::MAX_STRING );
	}

	/**
	 * A multi-line string.
	 *
	 * @param mixed $value Value.
	 */
	private static function textarea( $value ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		return mb_substr( sanitize_textarea_field( $value ), 0, self::MAX_STRING );
	}

	/**
	 * A postcode: letters, digits, spaces and dashes.
	 *
	 * @param mixed $value Value.
	 */
	public static function zip( $value ): string {
		return substr( (string) preg_replace( '/[^0-9A-Za-z \-]/', '', self::text( $value ) ), 0, 12 );
	}

	/**
	 * The provider's summary HTML, with only harmless inline markup kept.
	 *
	 * @param mixed $value Value.
	 */
	private static function html( $value ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		$allowed = array(
			'b'      => array(),
			'strong' => array(),
			'i'      => array(),
			'em'     => array(),
			'br'     => array(),
			'span'   => array( 'class' => true ),
			'div'    => array( 'class' => true ),
			'p'      => array( 'class' => true ),
		);
		return wp_kses( mb_substr( $value, 0, self::MAX_HTML ), $allowed );
	}

	/**
	 * A boolean from JSON (true, 1, '1', 'true').
	 *
	 * @param mixed $value Value.
	 */
	private static function flag( $value ): bool {
		return true === $value || 1 === $value || '1' === $value || 'true' === $value;
	}

	/**
	 * An integer, or null.
	 *
	 * @param mixed $value Value.
	 */
	private static function int_or_null( $value ): ?int {
		$number = self::number_or_null( $value );
		return null === $number ? null : (int) round( $number );
	}

	/**
	 * A finite number, or null.
	 *
	 * @param mixed $value Value.
	 */
	private static function number_or_null( $value ): ?float {
		if ( is_int( $value ) || is_float( $value ) || ( is_string( $value ) && is_numeric( trim( $value ) ) ) ) {
			$number = (float) $value;
			return is_finite( $number ) ? $number : null;
		}
		return null;
	}
}
