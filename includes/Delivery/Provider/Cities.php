<?php
/**
 * The cities the embedded provider knows: the largest Russian cities and the
 * cities of the pickup points and tariff zones.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery\Provider;

defined( 'ABSPATH' ) || exit;

/**
 * City search by prefix.
 */
final class Cities {

	/** At most this many answers. */
	public const LIMIT = 10;

	/**
	 * The largest Russian cities, by population, with their regions.
	 *
	 * @var array<string, string>
	 */
	private const BUILT_IN = array(
		'Москва'           => 'Москва',
		'Санкт-Петербург'  => 'Санкт-Петербург',
		'Новосибирск'      => 'Новосибирская область',
		'Екатеринбург'     => 'Свердловская область',
		'Казань'           => 'Республика Татарстан',
		'Красноярск'       => 'Красноярский край',
		'Нижний Новгород'  => 'Нижегородская область',
		'Челябинск'        => 'Челябинская область',
		'Уфа'              => 'Республика Башкортостан',
		'Самара'           => 'Самарская область',
		'Ростов-на-Дону'   => 'Ростовская область',
		'Краснодар'        => 'Краснодарский край',
		'Омск'             => 'Омская область',
		'Воронеж'          => 'Воронежская область',
		'Пермь'            => 'Пермский край',
		'Волгоград'        => 'Волгоградская область',
		'Саратов'          => 'Саратовская область',
		'Тюмень'           => 'Тюменская область',
		'Тольятти'         => 'Самарская область',
		'Барнаул'          => 'Алтайский край',
		'Махачкала'        => 'Республика Дагестан',
		'Ижевск'           => 'Удмуртская Республика',
		'Хабаровск'        => 'Хабаровский край',
		'Ульяновск'        => 'Ульяновская область',
		'Иркутск'          => 'Иркутская область',
		'Владивосток'      => 'Приморский край',
		'Ярославль'        => 'Ярославская область',
		'Севастополь'      => 'Севастополь',
		'Томск'            => 'Томская область',
		'Ставрополь'       => 'Ставропольский край',
		'Кемерово'         => 'Кемеровская область',
		'Набережные Челны' => 'Республика Татарстан',
		'Оренбург'         => 'Оренбургская область',
		'Новокузнецк'      => 'Кемеровская область',
		'Балашиха'         => 'Московская область',
		'Рязань'           => 'Рязанская область',
		'Чебоксары'        => 'Чувашская Республика',
		'Калининград'      => 'Калининградская область',
		'Пенза'            => 'Пензенская область',
		'Липецк'           => 'Липецкая область',
		'Киров'            => 'Кировская область',
		'Астрахань'        => 'Астраханская область',
		'Тула'             => 'Тульская область',
		'Сочи'             => 'Краснодарский край',
		'Курск'            => 'Курская область',
		'Тверь'            => 'Тверская область',
		'Подольск'         => 'Московская область',
		'Химки'            => 'Московская область',
	);

	/**
	 * Every known city: the points' cities first, then the built-in list and
	 * the tariff zones that are cities (not regions).
	 *
	 * @return list<array{name: string, region: string, countryIsoCode: string}>
	 */
	public static function all(): array {
		$cities = array();
		$add    = static function ( string $name, string $region ) use ( &$cities ): void {
			$key = mb_strtolower( $name );
			if ( '' !== $name && ! isset( $cities[ $key ] ) ) {
				$cities[ $key ] = array(
					'name'           => $name,
					'region'         => $region,
					'countryIsoCode' => 'RU',
				);
			}
		};
		foreach ( Catalog::points() as $point ) {
			$add( $point['city'], '' !== $point['region'] ? $point['region'] : ( self::BUILT_IN[ $point['city'] ] ?? '' ) );
		}
		foreach ( self::BUILT_IN as $name => $region ) {
			$add( $name, $region );
		}
		$regions = array_map( 'mb_strtolower', array_values( self::BUILT_IN ) );
		foreach ( Catalog::tariffs() as $tariff ) {
			foreach ( $tariff['zones'] as $zone ) {
				if ( ! in_array( mb_strtolower( $zone ), $regions, true ) ) {
					$add( $zone, '' );
				}
			}
		}
		return array_values( $cities );
	}

	/**
	 * A known city by its exact name (case-insensitive, ё = е), as the city
	 * search gives it, or null: the shop takes the region from here, never
	 * from the browser.
	 *
	 * @param string $name City name.
	 * @return array{name: string, region: string, countryIsoCode: string}|null
	 */
	public static function find( string $name ): ?array {
		$wanted = self::fold( $name );
		if ( '' === $wanted ) {
			return null;
		}
		foreach ( self::all() as $city ) {
			if ( self::fold( $city['name'] ) === $wanted ) {
				return $city;
			}
		}
		return null;
	}

	/**
	 * A name for comparison: trimmed, lower case, ё as е.
	 *
	 * @param string $name Name.
	 */
	public static function fold( string $name ): string {
		return str_replace( 'ё', 'е', mb_strtolower( trim( $name ) ) );
	}

	/**
	 * The cities whose name, or a word of it, starts with the query
	 * (case-insensitive): whole-name matches first, at most LIMIT.
	 *
	 * @param string $query Query.
	 * @return list<array{name: string, region: string, countryIsoCode: string}>
	 */
	public static function search( string $query ): array {
		$query = mb_strtolower( trim( $query ) );
		$query = str_replace( 'ё', 'е', $query );
		if ( '' === $query ) {
			return array();
		}
		$first = array();
		$words = array();
		foreach ( self::all() as $city ) {
			$name = str_replace( 'ё', 'е', mb_strtolower( $city['name'] ) );
			if ( str_starts_with( $name, $query ) ) {
				$first[] = $city;
				continue;
			}
			foreach ( (array) preg_split( '/[\s-]+/u', $name ) as $word ) {
				if ( str_starts_with( $word, $query ) ) {
					$words[] = $city;
					break;
				}
			}
		}
		return array_slice( array_merge( $first, $words ), 0, self::LIMIT );
	}
}
