<?php
/**
 * Reads the embedded provider's companies, tariffs and points, and applies
 * the tariff rules (zones, filters, price).
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery\Provider;

use Vitrina\Delivery\Parcel;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The data of the embedded provider, as plain arrays, and the calculation.
 *
 * @phpstan-type Company array{id: string, name: string}
 * @phpstan-type Tariff array{id: string, name: string, company: Company, type: int, zones: list<string>, price_base: float, base_weight: float, price_per_kg: float, free_from: float, days_min: int, days_max: int, cash: bool, card: bool, point_types: list<int>}
 * @phpstan-type Point array{id: string, type: int, company: Company, name: string, address: string, zipCode: string, city: string, region: string, workHours: string, cashPaymentAvailable: bool, cardPaymentAvailable: bool, lat: float|null, lng: float|null}
 */
final class Catalog {

	/**
	 * Published posts of a type.
	 *
	 * @param string $type Post type.
	 * @return list<\WP_Post>
	 */
	private static function posts( string $type ): array {
		// The whole catalogue whoever asks: get_posts() runs no query
		// filters unless asked to.
		$posts = get_posts(
			array(
				'post_type'   => $type,
				'post_status' => 'publish',
				'numberposts' => -1,
				'orderby'     => 'menu_order title',
				'order'       => 'ASC',
			)
		);
		return array_values( array_filter( $posts, static fn( $post ) => $post instanceof \WP_Post ) );
	}

	/**
	 * A meta value.
	 *
	 * @param int    $id  Post id.
	 * @param string $key Field key.
	 */
	private static function meta( int $id, string $key ): string {
		$value = get_post_meta( $id, PostTypes::META . $key, true );
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * The companies, by id.
	 *
	 * @return array<int|string, array{id: string, name: string}>
	 */
	public static function companies(): array {
		$companies = array();
		foreach ( self::posts( PostTypes::COMPANY ) as $post ) {
			$companies[ (string) $post->ID ] = array(
				'id'   => (string) $post->ID,
				'name' => $post->post_title,
			);
		}
		return $companies;
	}

	/**
	 * The tariffs whose company exists.
	 *
	 * @return list<Tariff>
	 */
	public static function tariffs(): array {
		$companies = self::companies();
		$tariffs   = array();
		foreach ( self::posts( PostTypes::TARIFF ) as $post ) {
			$company = $companies[ self::meta( $post->ID, 'company' ) ] ?? null;
			if ( null === $company ) {
				continue;
			}
			$zones     = self::lines( self::meta( $post->ID, 'zones' ) );
			$days_min  = (int) self::meta( $post->ID, 'days_min' );
			$tariffs[] = array(
				'id'           => (string) $post->ID,
				'name'         => $post->post_title,
				'company'      => $company,
				'type'         => max( 1, min( 3, (int) self::meta( $post->ID, 'type' ) ) ),
				'zones'        => $zones,
				'price_base'   => (float) self::meta( $post->ID, 'price_base' ),
				'base_weight'  => (float) self::meta( $post->ID, 'base_weight' ),
				'price_per_kg' => (float) self::meta( $post->ID, 'price_per_kg' ),
				'free_from'    => (float) self::meta( $post->ID, 'free_from' ),
				'days_min'     => $days_min,
				'days_max'     => max( $days_min, (int) self::meta( $post->ID, 'days_max' ) ),
				'cash'         => '1' === self::meta( $post->ID, 'cash' ),
				'card'         => '1' === self::meta( $post->ID, 'card' ),
				'point_types'  => self::int_list( self::meta( $post->ID, 'point_types' ), array( 1, 2, 3, 4 ) ),
			);
		}
		return $tariffs;
	}

	/**
	 * The points whose company exists, in a city (any when empty), of the
	 * given companies (ids or names; any when empty) and point types (any
	 * when empty), and, with a parcel, whose size and weight limits it fits
	 * (Parcel::fits: a parcel locker too small for it is not offered).
	 *
	 * @param string                    $city      City name, case-insensitive.
	 * @param array<string|int>         $companies Company ids or names.
	 * @param int[]                     $types     Point types.
	 * @param array<string, float>|null $parcel    The parcel (Parcel::from_params), or null for every point.
	 * @return list<Point>
	 */
	public static function points( string $city = '', array $companies = array(), array $types = array(), ?array $parcel = null ): array {
		$known  = self::companies();
		$points = array();
		foreach ( self::posts( PostTypes::POINT ) as $post ) {
			$company = $known[ self::meta( $post->ID, 'company' ) ] ?? null;
			$type    = (int) self::meta( $post->ID, 'type' );
			$in_city = self::meta( $post->ID, 'city' );
			if ( null === $company
				|| ( '' !== $city && ! self::same( $city, $in_city ) )
				|| ( array() !== $companies && ! self::company_in( $company, $companies ) )
				|| ( array() !== $types && ! in_array( $type, $types, true ) )
				|| ( null !== $parcel && ! Parcel::fits( $parcel, self::limits( $post->ID ) ) ) ) {
				continue;
			}
			$points[] = array(
				'id'                   => (string) $post->ID,
				'type'                 => $type,
				'company'              => $company,
				'name'                 => $post->post_title,
				'address'              => self::meta( $post->ID, 'address' ),
				'zipCode'              => self::meta( $post->ID, 'zip' ),
				'city'                 => $in_city,
				'region'               => self::meta( $post->ID, 'region' ),
				'workHours'            => self::meta( $post->ID, 'hours' ),
				'cashPaymentAvailable' => '1' === self::meta( $post->ID, 'cash' ),
				'cardPaymentAvailable' => '1' === self::meta( $post->ID, 'card' ),
				'lat'                  => self::coordinate( $post->ID, 'lat' ),
				'lng'                  => self::coordinate( $post->ID, 'lng' ),
			);
		}
		return $points;
	}

	/**
	 * A point's latitude or longitude, or null when it has none.
	 *
	 * @param int    $id  Point id.
	 * @param string $key lat or lng.
	 */
	private static function coordinate( int $id, string $key ): ?float {
		$value = self::meta( $id, $key );
		return is_numeric( $value ) ? (float) $value : null;
	}

	/**
	 * A point's size and weight limits (0: none): the largest parcel it
	 * takes, as edited in wp-admin.
	 *
	 * @param int $id Point id.
	 * @return array{weight: float, length: float, width: float, height: float}
	 */
	public static function limits( int $id ): array {
		return array(
			'weight' => (float) self::meta( $id, 'max_weight' ),
			'length' => (float) self::meta( $id, 'max_length' ),
			'width'  => (float) self::meta( $id, 'max_width' ),
			'height' => (float) self::meta( $id, 'max_height' ),
		);
	}

	/**
	 * Whether the embedded provider runs on the demo data.
	 */
	public static function is_demo(): bool {
		$demo = get_posts(
			array(
				'post_type'   => PostTypes::TARIFF,
				'post_status' => 'publish',
				'numberposts' => 1,
				'fields'      => 'ids',
				'meta_key'    => PostTypes::DEMO_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			)
		);
		return array() !== $demo;
	}

	/**
	 * The delivery options for a city and the widget's parameters, cheapest
	 * first.
	 *
	 * @param array<string, mixed> $city   `{name, region, countryIsoCode}`.
	 * @param array<string, mixed> $params The normalised widget parameters.
	 * @return list<array<string, mixed>>
	 */
	public static function calculate( array $city, array $params ): array {
		$name    = is_string( $city['name'] ?? null ) ? trim( $city['name'] ) : '';
		$region  = is_string( $city['region'] ?? null ) ? trim( $city['region'] ) : '';
		$country = is_string( $city['countryIsoCode'] ?? null ) && '' !== $city['countryIsoCode'] ? strtoupper( $city['countryIsoCode'] ) : 'RU';
		$only    = is_array( $params['onlyCountries'] ?? null ) ? array_map( static fn( $c ) => strtoupper( (string) $c ), array_filter( $params['onlyCountries'], 'is_scalar' ) ) : array();
		if ( '' === $name || 'RU' !== $country || ( array() !== $only && ! in_array( $country, $only, true ) ) ) {
			return array();
		}
		$type      = isset( $params['deliveryType'] ) && is_numeric( $params['deliveryType'] ) ? (int) $params['deliveryType'] : 0;
		$companies = is_array( $params['deliveryCompanies'] ?? null ) ? array_values( array_filter( $params['deliveryCompanies'], static fn( $c ) => is_string( $c ) || is_int( $c ) ) ) : array();
		$parcel    = Parcel::from_params( $params );
		$weight    = Parcel::billed_weight( $parcel );
		$declared  = self::number( $params['priceDeclared'] ?? 0 );
		$discount  = self::number( $params['discount'] ?? 0 );

		$options = array();
		foreach ( self::tariffs() as $tariff ) {
			if ( ( $type > 0 && $tariff['type'] !== $type )
				|| ( array() !== $companies && ! self::company_in( $tariff['company'], $companies ) )
				|| ! self::in_zone( $tariff['zones'], $name, $region ) ) {
				continue;
			}
			$point_types = array() === $tariff['point_types'] ? array( 1, 2, 3, 4 ) : $tariff['point_types'];
			if ( 1 === $tariff['type'] && array() === self::points( $name, array( $tariff['company']['id'] ), $point_types, $parcel ) ) {
				continue;
			}
			$offer  = self::offer( $tariff, $weight, $declared, $discount );
			$option = array_slice( $offer, 0, 3, true ) + array( 'name' => $tariff['name'] ) + $offer; // The name after the company, as the wire shows it.
			if ( 1 === $tariff['type'] ) {
				$option['pointTypes'] = $point_types;
			}
			$options[] = $option;
		}
		usort(
			$options,
			static fn( $a, $b ) => array( $a['price'], $a['days']['min'], (int) $a['id'] ) <=> array( $b['price'], $b['days']['min'], (int) $b['id'] )
		);
		return $options;
	}

	/**
	 * The shopper's choice rebuilt from the catalogue: the tariff by its id,
	 * the city among the known ones (its region from the catalogue), the
	 * tariff's zone, type and company, the pickup point among the tariff's
	 * company's points of that city and served types, and the price, days and
	 * cash and card flags of the stored tariff and point. Of the browser's
	 * delivery only the tariff id, the point id and the type (which must be
	 * the tariff's) count; the contacts, address, comment and payment type
	 * stay the shopper's. The price is the tariff's for the parcel's billed
	 * weight, and the point must take the parcel (its size and weight
	 * limits).
	 *
	 * @param array<string, mixed> $selection A clean selection (Selection::parse).
	 * @param array<string, float> $parcel    The cart's parcel (Parcel::from_params of Cart::figures).
	 * @param float                $declared  Declared value, RUB.
	 * @param float                $discount  Discount, RUB.
	 * @return array<string, mixed>|WP_Error The rebuilt selection, or why it is refused (400).
	 */
	public static function confirm( array $selection, array $parcel, float $declared, float $discount ) {
		$delivery = is_array( $selection['delivery'] ?? null ) ? $selection['delivery'] : array();
		$id       = (string) ( $delivery['id'] ?? '' );
		$tariff   = null;
		foreach ( self::tariffs() as $candidate ) {
			if ( '' !== $id && $candidate['id'] === $id ) {
				$tariff = $candidate;
				break;
			}
		}
		if ( null === $tariff || (int) ( $delivery['type'] ?? 0 ) !== $tariff['type'] ) {
			return self::refused( __( 'This delivery is not offered by the shop. Please choose another one.', 'vitrina' ) );
		}
		$city    = is_array( $selection['city'] ?? null ) ? $selection['city'] : array();
		$country = strtoupper( (string) ( $city['countryIsoCode'] ?? '' ) );
		$known   = Cities::find( (string) ( $city['name'] ?? '' ) );
		if ( null === $known || ( '' !== $country && 'RU' !== $country ) || ! self::in_zone( $tariff['zones'], $known['name'], $known['region'] ) ) {
			return self::refused( __( 'This delivery does not serve the chosen city. Please choose another one.', 'vitrina' ) );
		}
		$point = null;
		if ( 1 === $tariff['type'] ) {
			$wanted = is_array( $delivery['point'] ?? null ) ? (string) ( $delivery['point']['id'] ?? '' ) : '';
			$served = array() === $tariff['point_types'] ? array( 1, 2, 3, 4 ) : $tariff['point_types'];
			foreach ( self::points( $known['name'], array( $tariff['company']['id'] ), $served, $parcel ) as $candidate ) {
				if ( '' !== $wanted && $candidate['id'] === $wanted ) {
					$point = array(
						'id'                   => $candidate['id'],
						'type'                 => $candidate['type'],
						'name'                 => $candidate['name'],
						'address'              => '' !== trim( $candidate['address'] ) ? $candidate['address'] : trim( $candidate['name'] . ', ' . $candidate['city'], ', ' ),
						'zipCode'              => $candidate['zipCode'],
						'workHours'            => $candidate['workHours'],
						'cashPaymentAvailable' => $candidate['cashPaymentAvailable'],
						'cardPaymentAvailable' => $candidate['cardPaymentAvailable'],
					);
					break;
				}
			}
			if ( null === $point ) {
				return self::refused( __( 'This pickup point is not available for the chosen delivery. Please choose another one.', 'vitrina' ) );
			}
		}
		$selection['city']     = $known;
		$selection['delivery'] = self::offer( $tariff, Parcel::billed_weight( $parcel ), $declared, $discount ) + array(
			'name'  => $tariff['name'],
			'point' => $point,
		);
		return $selection;
	}

	/**
	 * Whether some tariff can serve a destination (the shipping method is
	 * offered only then): Russia (or no country yet); with a city, a tariff
	 * whose zones hold the city or its region (a pickup tariff only where its
	 * company has a point there); with no city yet, any tariff.
	 *
	 * @param string $country Country code, or ''.
	 * @param string $city    City name, or ''.
	 * @param string $region  Region name, or ''.
	 */
	public static function serves( string $country, string $city = '', string $region = '' ): bool {
		$country = strtoupper( trim( $country ) );
		if ( '' !== $country && 'RU' !== $country ) {
			return false;
		}
		$city = trim( (string) preg_replace( '/^(г\.|город)\s*/iu', '', trim( $city ) ) );
		if ( '' !== $city ) {
			$known  = Cities::find( $city );
			$region = null !== $known && '' !== $known['region'] ? $known['region'] : $region;
		}
		foreach ( self::tariffs() as $tariff ) {
			if ( '' === $city ) {
				return true;
			}
			if ( ! self::in_zone( $tariff['zones'], $city, $region ) ) {
				continue;
			}
			$served = array() === $tariff['point_types'] ? array( 1, 2, 3, 4 ) : $tariff['point_types'];
			if ( 1 !== $tariff['type'] || array() !== self::points( $city, array( $tariff['company']['id'] ), $served ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A refused choice.
	 *
	 * @param string $message Why.
	 */
	private static function refused( string $message ): WP_Error {
		return new WP_Error( 'vitrina_delivery_invalid', $message, array( 'status' => 400 ) );
	}

	/**
	 * What a tariff offers for a cart: id, type, company, price, days and
	 * the cash/card flags, all from the catalogue (the option calculate
	 * answers and the delivery a confirmed selection holds).
	 *
	 * @param array<string, mixed> $tariff   A tariff.
	 * @param float                $weight   Weight, kg.
	 * @param float                $declared Declared value, RUB.
	 * @param float                $discount Discount, RUB.
	 * @return array<string, mixed>
	 */
	private static function offer( array $tariff, float $weight, float $declared, float $discount ): array {
		return array(
			'id'                   => $tariff['id'],
			'type'                 => $tariff['type'],
			'company'              => $tariff['company'],
			'price'                => self::price( $tariff, $weight, $declared, $discount ),
			'days'                 => array(
				'min' => $tariff['days_min'],
				'max' => $tariff['days_max'],
			),
			'cashPaymentAvailable' => $tariff['cash'],
			'cardPaymentAvailable' => $tariff['card'],
		);
	}

	/**
	 * The price of a tariff: base + per kg × whole kg over the base weight,
	 * free from the declared value, minus the discount, never below 0.
	 *
	 * @param array{price_base: float, base_weight: float, price_per_kg: float, free_from: float} $tariff Tariff.
	 * @param float                                                                               $weight   Weight, kg.
	 * @param float                                                                               $declared Declared value, RUB.
	 * @param float                                                                               $discount Discount, RUB.
	 */
	public static function price( array $tariff, float $weight, float $declared, float $discount ): float {
		if ( $tariff['free_from'] > 0 && $declared >= $tariff['free_from'] ) {
			return 0.0;
		}
		$over  = max( 0.0, ceil( round( $weight - $tariff['base_weight'], 6 ) ) );
		$price = $tariff['price_base'] + $tariff['price_per_kg'] * $over - $discount;
		return max( 0.0, round( $price, 2 ) );
	}

	/**
	 * Whether a city is in one of the zones (cities or regions; none means
	 * everywhere).
	 *
	 * @param string[] $zones  Zones.
	 * @param string   $city   City name.
	 * @param string   $region Region.
	 */
	public static function in_zone( array $zones, string $city, string $region ): bool {
		if ( array() === $zones ) {
			return true;
		}
		foreach ( $zones as $zone ) {
			if ( self::same( $zone, $city ) || ( '' !== $region && self::same( $zone, $region ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Case-insensitive equality of two names.
	 *
	 * @param string $a A name.
	 * @param string $b Another.
	 */
	public static function same( string $a, string $b ): bool {
		return Cities::fold( $a ) === Cities::fold( $b );
	}

	/**
	 * Whether a company is among ids or names.
	 *
	 * @param array{id: string, name: string} $company Company.
	 * @param array<string|int>               $list    Ids or names.
	 */
	private static function company_in( array $company, array $list ): bool {
		foreach ( $list as $item ) {
			if ( (string) $item === $company['id'] || self::same( (string) $item, $company['name'] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A comma list of ints, limited to the allowed ones.
	 *
	 * @param mixed $value   Comma list or array.
	 * @param int[] $allowed Allowed values.
	 * @return list<int>
	 */
	public static function int_list( $value, array $allowed ): array {
		$list = is_array( $value ) ? $value : explode( ',', is_scalar( $value ) ? (string) $value : '' );
		$list = array_map( static fn( $v ) => is_numeric( $v ) ? (int) $v : 0, $list );
		return array_values( array_unique( array_intersect( $list, $allowed ) ) );
	}

	/**
	 * The non-empty lines (or ;-separated parts) of a text, trimmed.
	 *
	 * @param string $text Text.
	 * @return list<string>
	 */
	private static function lines( string $text ): array {
		$parts = preg_split( '/[\r\n;]+/', $text );
		return array_values( array_filter( array_map( 'trim', false === $parts ? array() : $parts ), static fn( $line ) => '' !== $line ) );
	}

	/**
	 * A non-negative finite number.
	 *
	 * @param mixed $value Value.
	 */
	private static function number( $value ): float {
		$number = is_numeric( $value ) ? (float) $value : 0.0;
		return is_finite( $number ) ? max( 0.0, $number ) : 0.0;
	}
}
