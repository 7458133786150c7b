<?php
/**
 * Demo data of the embedded delivery provider: three delivery companies,
 * their tariffs (pickup, courier, post) and pickup points in Москва and
 * Санкт-Петербург. Included by bin/demo/seed.php (which runs it); the PHP
 * tests include it for vitrina_demo_delivery_create().
 *
 * Idempotent: nothing is created when demo companies exist.
 *
 * @package Vitrina
 */

use Vitrina\Delivery\Provider\PostTypes;

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'vitrina_demo_delivery_create' ) ) {

	/**
	 * Creates companies, tariffs and points.
	 *
	 * @param array $companies Key => name.
	 * @param array $tariffs   Title => fields (company: a key of $companies; the meta fields of PostTypes::fields()).
	 * @param array $points    Title => fields (company: a key of $companies; the meta fields).
	 * @param bool  $demo      Mark the posts as demo data.
	 * @return array{companies: array<string, int>, tariffs: array<string, int>, points: array<string, int>}
	 * @throws RuntimeException When WordPress refuses to save a post.
	 */
	function vitrina_demo_delivery_create( array $companies, array $tariffs, array $points, bool $demo = true ): array {
		PostTypes::register_types();
		$ids    = array(
			'companies' => array(),
			'tariffs'   => array(),
			'points'    => array(),
		);
		$insert = static function ( string $type, string $title, array $meta, int $order ) use ( $demo ): int {
			$fields = PostTypes::fields()[ $type ];
			$input  = array();
			foreach ( $meta as $key => $value ) {
				if ( isset( $fields[ $key ] ) ) {
					$input[ PostTypes::META . $key ] = PostTypes::clean( $fields[ $key ], $value );
				}
			}
			if ( $demo ) {
				$input[ PostTypes::DEMO_META ] = 1;
			}
			$id = wp_insert_post(
				array(
					'post_type'   => $type,
					'post_status' => 'publish',
					'post_title'  => $title,
					'menu_order'  => $order,
					'meta_input'  => $input,
				),
				true
			);
			if ( is_wp_error( $id ) ) {
				throw new RuntimeException( "$type $title: " . $id->get_error_message() );
			}
			return (int) $id;
		};
		$order  = 0;
		foreach ( $companies as $key => $name ) {
			$ids['companies'][ $key ] = $insert( PostTypes::COMPANY, $name, array(), ++$order );
		}
		foreach ( array(
			'tariffs' => array( PostTypes::TARIFF, $tariffs ),
			'points'  => array( PostTypes::POINT, $points ),
		) as $kind => $list ) {
			foreach ( $list[1] as $title => $meta ) {
				$meta['company']        = $ids['companies'][ $meta['company'] ] ?? 0;
				$ids[ $kind ][ $title ] = $insert( $list[0], $title, $meta, ++$order );
			}
		}
		return $ids;
	}

	/**
	 * The demo set: companies, tariffs, points.
	 *
	 * @return array{0: array<string, string>, 1: array<string, array>, 2: array<string, array>}
	 */
	function vitrina_demo_delivery_data(): array {
		$companies = array(
			'fast' => 'Быстрая почта',
			'city' => 'Городской курьер',
			'post' => 'Почта',
		);
		$both      = array(
			'cash' => 1,
			'card' => 1,
		);
		$tariffs   = array(
			'Быстрая почта: самовывоз'             => array(
				'company'      => 'fast',
				'type'         => 1,
				'zones'        => '',
				'price_base'   => 199,
				'base_weight'  => 1,
				'price_per_kg' => 40,
				'free_from'    => 5000,
				'days_min'     => 2,
				'days_max'     => 4,
				'point_types'  => '1,2',
			) + $both,
			'Быстрая почта: курьер'                => array(
				'company'      => 'fast',
				'type'         => 2,
				'zones'        => '',
				'price_base'   => 390,
				'base_weight'  => 1,
				'price_per_kg' => 50,
				'free_from'    => 7000,
				'days_min'     => 1,
				'days_max'     => 3,
			) + $both,
			'Городской курьер: доставка по городу' => array(
				'company'      => 'city',
				'type'         => 2,
				'zones'        => "Москва\nМосковская область\nСанкт-Петербург\nЛенинградская область",
				'price_base'   => 290,
				'base_weight'  => 3,
				'price_per_kg' => 30,
				'free_from'    => 5000,
				'days_min'     => 1,
				'days_max'     => 1,
			) + $both,
			'Городской курьер: терминал'           => array(
				'company'      => 'city',
				'type'         => 1,
				'zones'        => "Москва\nСанкт-Петербург",
				'price_base'   => 150,
				'base_weight'  => 5,
				'price_per_kg' => 20,
				'days_min'     => 1,
				'days_max'     => 2,
				'cash'         => 0,
				'card'         => 1,
				'point_types'  => '4',
			),
			'Почта: посылка до двери'              => array(
				'company'      => 'post',
				'type'         => 3,
				'zones'        => '',
				'price_base'   => 250,
				'base_weight'  => 1,
				'price_per_kg' => 60,
				'days_min'     => 5,
				'days_max'     => 12,
				'cash'         => 1,
				'card'         => 0,
			),
			'Почта: до отделения'                  => array(
				'company'      => 'post',
				'type'         => 1,
				'zones'        => '',
				'price_base'   => 220,
				'base_weight'  => 1,
				'price_per_kg' => 55,
				'days_min'     => 4,
				'days_max'     => 10,
				'point_types'  => '3',
			) + $both,
		);
		$msk       = array(
			'city'   => 'Москва',
			'region' => 'Москва',
		);
		$spb       = array(
			'city'   => 'Санкт-Петербург',
			'region' => 'Санкт-Петербург',
		);
		$points    = array(
			'Пункт выдачи «Тверская»'     => array( 'fast', 1, 'ул. Тверская, д. 12', '125009', 'Пн–Вс 10:00–21:00', 1, 1, 55.7628, 37.6069 ) + $msk,
			'Постамат «Белорусская»'      => array( 'fast', 2, 'Ленинградский проспект, д. 1', '125040', 'Круглосуточно', 0, 1, 55.7770, 37.5816 ) + $msk,
			'Пункт выдачи «Арбат»'        => array( 'fast', 1, 'ул. Арбат, д. 24', '119002', 'Пн–Сб 10:00–20:00', 1, 0, 55.7504, 37.5936 ) + $msk,
			'Постамат «Курская»'          => array( 'fast', 2, 'ул. Земляной Вал, д. 33', '105064', 'Круглосуточно', 0, 1, 55.7578, 37.6590 ) + $msk,
			'Отделение почты 101000'      => array( 'post', 3, 'ул. Мясницкая, д. 26', '101000', 'Пн–Пт 08:00–20:00, Сб 09:00–18:00', 1, 1, 55.7632, 37.6370 ) + $msk,
			'Отделение почты 119021'      => array( 'post', 3, 'ул. Льва Толстого, д. 5', '119021', 'Пн–Пт 08:00–20:00', 1, 0, 55.7351, 37.5880 ) + $msk,
			'Терминал «Южный»'            => array( 'city', 4, 'Варшавское шоссе, д. 118', '117587', 'Пн–Пт 09:00–18:00', 0, 1, 55.6253, 37.6193 ) + $msk,
			'Пункт выдачи «Невский»'      => array( 'fast', 1, 'Невский проспект, д. 78', '191025', 'Пн–Вс 10:00–22:00', 1, 1, 59.9322, 30.3491 ) + $spb,
			'Пункт выдачи «Васильевский»' => array( 'fast', 1, '7-я линия В.О., д. 34', '199004', 'Пн–Сб 11:00–20:00', 1, 0, 59.9410, 30.2790 ) + $spb,
			'Постамат «Московская»'       => array( 'fast', 2, 'Московский проспект, д. 189', '196066', 'Круглосуточно', 0, 1, 59.8520, 30.3210 ) + $spb,
			'Отделение почты 190000'      => array( 'post', 3, 'Почтамтская ул., д. 9', '190000', 'Пн–Пт 08:00–20:00, Сб 09:00–17:00', 1, 1, 59.9322, 30.3016 ) + $spb,
			'Терминал «Парнас»'           => array( 'city', 4, 'ул. Домостроительная, д. 4', '194292', 'Пн–Сб 09:00–19:00', 1, 1, 60.0550, 30.3650 ) + $spb,
		);
		foreach ( $points as $title => $p ) {
			$points[ $title ] = array(
				'company' => $p[0],
				'type'    => $p[1],
				'address' => $p[2],
				'zip'     => $p[3],
				'hours'   => $p[4],
				'cash'    => $p[5],
				'card'    => $p[6],
				'lat'     => $p[7],
				'lng'     => $p[8],
				'city'    => $p['city'],
				'region'  => $p['region'],
			);
			if ( 2 === $p[1] ) {
				// A parcel locker's largest cell: 15 kg, 64 × 41 × 38 cm.
				$points[ $title ] += array(
					'max_weight' => 15,
					'max_length' => 64,
					'max_width'  => 41,
					'max_height' => 38,
				);
			}
		}
		return array( $companies, $tariffs, $points );
	}

	/**
	 * Gives the demo points of a shop seeded before points had coordinates
	 * their place on the map (those that have none).
	 *
	 * @return int How many points were placed.
	 */
	function vitrina_demo_delivery_place(): int {
		PostTypes::register_types();
		list( , , $points ) = vitrina_demo_delivery_data();
		$placed             = 0;
		foreach ( get_posts(
			array(
				'post_type'   => PostTypes::POINT,
				'post_status' => 'any',
				'numberposts' => -1,
				'meta_key'    => PostTypes::DEMO_META,
			)
		) as $post ) {
			$demo = $points[ $post->post_title ] ?? null;
			if ( null === $demo || '' !== (string) get_post_meta( $post->ID, PostTypes::META . 'lat', true ) ) {
				continue;
			}
			update_post_meta( $post->ID, PostTypes::META . 'lat', PostTypes::clean( 'latitude', $demo['lat'] ) );
			update_post_meta( $post->ID, PostTypes::META . 'lng', PostTypes::clean( 'longitude', $demo['lng'] ) );
			++$placed;
		}
		return $placed;
	}

	/**
	 * Loads the demo set unless demo companies exist.
	 *
	 * @return string What was done.
	 */
	function vitrina_demo_delivery(): string {
		PostTypes::register_types();
		$existing = get_posts(
			array(
				'post_type'   => PostTypes::COMPANY,
				'post_status' => 'any',
				'numberposts' => 1,
				'fields'      => 'ids',
				'meta_key'    => PostTypes::DEMO_META,
			)
		);
		if ( $existing ) {
			$placed = vitrina_demo_delivery_place();
			return 'delivery: demo companies, tariffs and points already there' . ( $placed ? sprintf( ' (%d placed on the map)', $placed ) : '' );
		}
		list( $companies, $tariffs, $points ) = vitrina_demo_delivery_data();
		$ids                                  = vitrina_demo_delivery_create( $companies, $tariffs, $points );
		return sprintf( 'delivery: %d companies, %d tariffs, %d pickup points', count( $ids['companies'] ), count( $ids['tariffs'] ), count( $ids['points'] ) );
	}
}

if ( defined( 'VITRINA_DEMO_VERSION' ) && ! defined( 'VITRINA_TESTS' ) ) {
	echo vitrina_demo_delivery() . "\n";
}
