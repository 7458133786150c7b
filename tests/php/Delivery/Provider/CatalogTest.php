<?php
/**
 * Tests of the embedded provider's rules.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Delivery\Provider;

use PHPUnit\Framework\Attributes\DataProvider;
use Vitrina\Delivery\Provider\Catalog;
use Vitrina\Settings\Schema;
use Vitrina\Tests\Delivery\DeliveryData;
use Vitrina\Tests\TestCase;

/**
 * Price, zones, filters and order of the delivery options.
 */
final class CatalogTest extends TestCase {

	use DeliveryData;

	/**
	 * Price cases: tariff, weight, declared value, discount, expected price.
	 *
	 * @return array<string, array{0: array<string, float>, 1: float, 2: float, 3: float, 4: float}>
	 */
	public static function prices(): array {
		$tariff = array(
			'price_base'   => 300.0,
			'base_weight'  => 1.0,
			'price_per_kg' => 50.0,
			'free_from'    => 5000.0,
		);
		return array(
			'within the base weight'     => array( $tariff, 0.5, 0, 0, 300.0 ),
			'exactly the base weight'    => array( $tariff, 1.0, 0, 0, 300.0 ),
			'a little over: one step'    => array( $tariff, 1.01, 0, 0, 350.0 ),
			'two whole kg over'          => array( $tariff, 3.0, 0, 0, 400.0 ),
			'float noise is no step'     => array( $tariff, 0.1 + 0.2 + 0.7, 0, 0, 300.0 ),
			'two and a bit: three steps' => array( $tariff, 3.2, 0, 0, 450.0 ),
			'discount'                   => array( $tariff, 1.0, 0, 120, 180.0 ),
			'discount never below zero'  => array( $tariff, 1.0, 0, 1000, 0.0 ),
			'just below free-from'       => array( $tariff, 1.0, 4999.99, 0, 300.0 ),
			'free from the declared'     => array( $tariff, 10.0, 5000, 0, 0.0 ),
			'no free-from when zero'     => array( array( 'free_from' => 0.0 ) + $tariff, 1.0, 100000, 0, 300.0 ),
			'per kg zero'                => array( array( 'price_per_kg' => 0.0 ) + $tariff, 20.0, 0, 0, 300.0 ),
			'base weight zero'           => array( array( 'base_weight' => 0.0 ) + $tariff, 0.01, 0, 0, 350.0 ),
		);
	}

	/**
	 * The price rule.
	 *
	 * @param array<string, float> $tariff   Tariff.
	 * @param float                $weight   Weight.
	 * @param float                $declared Declared value.
	 * @param float                $discount Discount.
	 * @param float                $expected Price.
	 */
	#[DataProvider( 'prices' )]
	public function test_price( array $tariff, float $weight, float $declared, float $discount, float $expected ): void {
		$this->assertSame( $expected, Catalog::price( $tariff, $weight, $declared, $discount ) );
	}

	/**
	 * Zones: city or region, case-insensitive; none = everywhere.
	 *
	 * @return array<string, array{0: list<string>, 1: string, 2: string, 3: bool}>
	 */
	public static function zones(): array {
		return array(
			'everywhere'     => array( array(), 'Казань', 'Республика Татарстан', true ),
			'city'           => array( array( 'Москва' ), 'Москва', 'Москва', true ),
			'city, any case' => array( array( 'москва ' ), 'МОСКВА', '', true ),
			'region'         => array( array( 'Московская область' ), 'Химки', 'Московская область', true ),
			'other city'     => array( array( 'Москва', 'Санкт-Петербург' ), 'Казань', 'Республика Татарстан', false ),
			'no region'      => array( array( 'Московская область' ), 'Химки', '', false ),
		);
	}

	/**
	 * Zone matching.
	 *
	 * @param string[] $zones    Zones.
	 * @param string   $city     City.
	 * @param string   $region   Region.
	 * @param bool     $expected Whether it matches.
	 */
	#[DataProvider( 'zones' )]
	public function test_zones( array $zones, string $city, string $region, bool $expected ): void {
		$this->assertSame( $expected, Catalog::in_zone( $zones, $city, $region ) );
	}

	/**
	 * Calculation cases on the demo set: city, params, expected option names.
	 *
	 * @return array<string, array{0: array<string, string>, 1: array<string, mixed>, 2: list<string>}>
	 */
	public static function calculations(): array {
		$msk    = array(
			'name'           => 'Москва',
			'region'         => 'Москва',
			'countryIsoCode' => 'RU',
		);
		$kazan  = array(
			'name'           => 'Казань',
			'region'         => 'Республика Татарстан',
			'countryIsoCode' => 'RU',
		);
		$weight = array( 'weight' => 1 );
		return array(
			'Москва, everything, cheapest first'   => array( $msk, $weight, array( 'Городской курьер: терминал', 'Быстрая почта: самовывоз', 'Почта: до отделения', 'Почта: посылка до двери', 'Городской курьер: доставка по городу', 'Быстрая почта: курьер' ) ),
			'Казань: no city zones, no points'     => array( $kazan, $weight, array( 'Почта: посылка до двери', 'Быстрая почта: курьер' ) ),
			'courier only'                         => array( $msk, $weight + array( 'deliveryType' => 2 ), array( 'Городской курьер: доставка по городу', 'Быстрая почта: курьер' ) ),
			'post only'                            => array( $msk, $weight + array( 'deliveryType' => 3 ), array( 'Почта: посылка до двери' ) ),
			'pickup only'                          => array( $msk, $weight + array( 'deliveryType' => 1 ), array( 'Городской курьер: терминал', 'Быстрая почта: самовывоз', 'Почта: до отделения' ) ),
			'companies by name'                    => array( $msk, $weight + array( 'deliveryCompanies' => array( 'почта' ) ), array( 'Почта: до отделения', 'Почта: посылка до двери' ) ),
			'free courier from the declared value' => array(
				$msk,
				array(
					'weight'        => 1,
					'priceDeclared' => 7000,
					'deliveryType'  => 2,
				),
				array( 'Быстрая почта: курьер', 'Городской курьер: доставка по городу' ),
			),
			'only other countries'                 => array( $msk, array( 'onlyCountries' => array( 'KZ' ) ), array() ),
			'not Russia'                           => array( array( 'countryIsoCode' => 'KZ' ) + $msk, array(), array() ),
			'no city name'                         => array( array( 'name' => '' ) + $msk, array(), array() ),
		);
	}

	/**
	 * Options for a city and parameters.
	 *
	 * @param array<string, string> $city     City.
	 * @param array<string, mixed>  $params   Params.
	 * @param string[]              $expected Option names, in order.
	 */
	#[DataProvider( 'calculations' )]
	public function test_calculate_on_the_demo_set( array $city, array $params, array $expected ): void {
		$this->delivery_data();
		$this->assertSame( $expected, array_column( Catalog::calculate( $city, $params ), 'name' ) );
	}

	public function test_option_shape_and_discount(): void {
		$ids     = $this->delivery_data();
		$options = Catalog::calculate(
			array( 'name' => 'Санкт-Петербург' ),
			array(
				'weight'            => 3.5,
				'discount'          => 100,
				'deliveryCompanies' => array( $ids['companies']['fast'] ),
			)
		);
		$this->assertSame(
			array(
				'id'                   => (string) $ids['tariffs']['Быстрая почта: самовывоз'],
				'type'                 => 1,
				'company'              => array(
					'id'   => (string) $ids['companies']['fast'],
					'name' => 'Быстрая почта',
				),
				'name'                 => 'Быстрая почта: самовывоз',
				// 199 + 40 × ceil(3.5 − 1) − 100.
				'price'                => 219.0,
				'days'                 => array(
					'min' => 2,
					'max' => 4,
				),
				'cashPaymentAvailable' => true,
				'cardPaymentAvailable' => true,
				'pointTypes'           => array( 1, 2 ),
			),
			$options[0]
		);
		$this->assertSame( 2, $options[1]['type'] );
		$this->assertArrayNotHasKey( 'pointTypes', $options[1] );
		// 390 + 50 × 3 − 100.
		$this->assertSame( 440.0, $options[1]['price'] );
	}

	public function test_points_filters(): void {
		$ids = $this->delivery_data();
		$this->assertCount( 7, Catalog::points( 'москва' ) );
		$this->assertCount( 5, Catalog::points( 'Санкт-Петербург' ) );
		$this->assertCount( 0, Catalog::points( 'Казань' ) );
		$this->assertSame( array( 'Отделение почты 101000', 'Отделение почты 119021' ), array_column( Catalog::points( 'Москва', array( 'Почта' ) ), 'name' ) );
		$this->assertSame( array( 'Терминал «Южный»' ), array_column( Catalog::points( 'Москва', array( (string) $ids['companies']['city'] ) ), 'name' ) );
		$this->assertSame( array( 'Постамат «Московская»' ), array_column( Catalog::points( 'Санкт-Петербург', array(), array( 2 ) ), 'name' ) );
		$this->assertCount( 3, Catalog::points( 'Санкт-Петербург', array(), array( 3, 4, 2 ) ) );

		$locker = Catalog::points( 'Москва', array(), array( 2 ) )[0];
		$this->assertSame( 'Ленинградский проспект, д. 1', $locker['address'] );
		$this->assertSame( '125040', $locker['zipCode'] );
		$this->assertSame( 'Круглосуточно', $locker['workHours'] );
		$this->assertFalse( $locker['cashPaymentAvailable'] );
		$this->assertTrue( $locker['cardPaymentAvailable'] );
		$this->assertSame( 'Быстрая почта', $locker['company']['name'] );
	}

	public function test_pickup_needs_a_point_of_a_served_type_in_the_city(): void {
		$this->delivery_set(
			array( 'a' => 'Компания А' ),
			array(
				'Постаматы' => array(
					'company'     => 'a',
					'type'        => 1,
					'price_base'  => 100,
					'point_types' => '2',
				),
			),
			array(
				'Пункт' => array(
					'company' => 'a',
					'type'    => 1,
					'city'    => 'Тула',
				),
			)
		);
		$this->assertSame( array(), Catalog::calculate( array( 'name' => 'Тула' ), array() ) );
		$this->assertFalse( Catalog::is_demo() );
	}

	/**
	 * A pickup tariff of lockers and of a counter in Tula, one locker with a
	 * 15 kg, 64 × 41 × 38 cm cell and one counter with no limits; ids.
	 *
	 * @return array{companies: array<string, int>, tariffs: array<string, int>, points: array<string, int>}
	 */
	private function lockers(): array {
		return $this->delivery_set(
			array( 'a' => 'Компания А' ),
			array(
				'Постаматы' => array(
					'company'      => 'a',
					'type'         => 1,
					'price_base'   => 100,
					'base_weight'  => 1,
					'price_per_kg' => 10,
					'point_types'  => '2',
				),
				'Пункты'    => array(
					'company'     => 'a',
					'type'        => 1,
					'price_base'  => 200,
					'point_types' => '1,2',
				),
			),
			array(
				'Постамат' => array(
					'company'    => 'a',
					'type'       => 2,
					'city'       => 'Тула',
					'max_weight' => 15,
					'max_length' => 64,
					'max_width'  => 41,
					'max_height' => 38,
				),
				'Пункт'    => array(
					'company' => 'a',
					'type'    => 1,
					'city'    => 'Тула',
				),
			)
		);
	}

	/**
	 * Issue 18 item 5: a locker whose cell the parcel exceeds (a side or the
	 * weight) is not listed, and a tariff of lockers only is not offered for
	 * that parcel; a parcel that fits sees both.
	 */
	public function test_a_locker_too_small_for_the_parcel_is_not_offered(): void {
		$this->lockers();
		$small = array(
			'weight' => 2.0,
			'length' => 30.0,
			'width'  => 20.0,
			'height' => 10.0,
		);
		$this->assertSame( array( 'Постамат', 'Пункт' ), array_column( Catalog::points( 'Тула', array(), array(), $small ), 'name' ) );
		$this->assertSame( array( 'Постамат', 'Пункт' ), array_column( Catalog::points( 'Тула' ), 'name' ), 'no parcel: every point' );
		$this->assertSame( array( 'Постаматы', 'Пункты' ), array_column( Catalog::calculate( array( 'name' => 'Тула' ), $small ), 'name' ) );

		foreach ( array(
			'too long'  => array( 'length' => 70.0 ) + $small,
			'too big'   => array(
				'length' => 50.0,
				'width'  => 45.0,
				'height' => 40.0,
			) + $small,
			'too heavy' => array( 'weight' => 15.5 ) + $small,
		) as $why => $parcel ) {
			$this->assertSame( array( 'Пункт' ), array_column( Catalog::points( 'Тула', array(), array(), $parcel ), 'name' ), $why );
			$this->assertSame( array( 'Пункты' ), array_column( Catalog::calculate( array( 'name' => 'Тула' ), $parcel ), 'name' ), $why );
		}
	}

	/**
	 * The confirmation refuses a locker the cart's parcel does not fit and
	 * prices the parcel by its billed weight.
	 */
	public function test_confirm_refuses_a_locker_the_parcel_does_not_fit(): void {
		$ids       = $this->lockers();
		$selection = array(
			'city'     => array(
				'name'           => 'Тула',
				'region'         => '',
				'countryIsoCode' => 'RU',
			),
			'delivery' => array(
				'id'    => (string) $ids['tariffs']['Постаматы'],
				'type'  => 1,
				'point' => array( 'id' => (string) $ids['points']['Постамат'] ),
			),
		);
		$big       = array(
			'weight' => 1.0,
			'length' => 70.0,
			'width'  => 30.0,
			'height' => 20.0,
		);
		$refused   = Catalog::confirm( $selection, $big, 0, 0 );
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertSame( 'vitrina_delivery_invalid', $refused->get_error_code() );

		$fits      = array( 'length' => 60.0 ) + $big;
		$confirmed = Catalog::confirm( $selection, $fits, 0, 0 );
		$this->assertIsArray( $confirmed );
		$this->assertSame( 'Постамат', $confirmed['delivery']['point']['name'] );
		// 60 × 30 × 20 / 5000 = 7.2 kg billed: 100 + 10 × ceil( 6.2 ).
		$this->assertSame( 170.0, $confirmed['delivery']['price'] );
	}

	/**
	 * The options are priced by the billed weight: the volumetric weight of
	 * the parameters' box when it is the larger, plus the packaging weight.
	 */
	public function test_calculate_prices_the_billed_weight(): void {
		$this->delivery_set(
			array( 'a' => 'Компания А' ),
			array(
				'Курьер' => array(
					'company'      => 'a',
					'type'         => 2,
					'price_base'   => 300,
					'base_weight'  => 1,
					'price_per_kg' => 50,
				),
			)
		);
		$price = static fn( array $params ): float => Catalog::calculate( array( 'name' => 'Тула' ), $params )[0]['price'];
		$bulky = array(
			'weight' => 1,
			'length' => 60,
			'width'  => 40,
			'height' => 40,
		);
		$this->assertSame( 300.0, $price( array( 'weight' => 1 ) ) );
		// 19.2 kg volumetric: 300 + 50 × ceil( 18.2 ).
		$this->assertSame( 1250.0, $price( $bulky ) );
		update_option(
			Schema::OPTION,
			array(
				'delivery_volumetric_divisor' => 6000,
				'delivery_packaging_weight'   => 0.5,
			) + Schema::defaults()
		);
		// 16 + 0.5 kg: 300 + 50 × ceil( 15.5 ).
		$this->assertSame( 1100.0, $price( $bulky ) );
		// 1 + 0.5 kg: 300 + 50 × 1.
		$this->assertSame( 350.0, $price( array( 'weight' => 1 ) ) );
	}

	/**
	 * Another plugin's query filters (a language plugin's WHERE) do not
	 * narrow the catalogue.
	 */
	public function test_query_filters_do_not_narrow_the_catalogue(): void {
		$this->delivery_data();
		$all = Catalog::points( 'Москва' );
		$this->assertCount( 7, $all );
		$none = static fn( $where ) => $where . ' AND 1 = 0';
		add_filter( 'posts_where', $none );
		try {
			$this->assertSame( $all, Catalog::points( 'Москва' ) );
		} finally {
			remove_filter( 'posts_where', $none );
		}
	}

	public function test_tariffs_of_a_deleted_company_are_ignored(): void {
		$ids = $this->delivery_set(
			array( 'a' => 'Компания А' ),
			array(
				'Курьер' => array(
					'company'    => 'a',
					'type'       => 2,
					'price_base' => 100,
				),
			)
		);
		$this->assertCount( 1, Catalog::calculate( array( 'name' => 'Тула' ), array() ) );
		wp_trash_post( $ids['companies']['a'] );
		$this->assertSame( array(), Catalog::calculate( array( 'name' => 'Тула' ), array() ) );
	}

	public function test_demo_flag(): void {
		$this->assertFalse( Catalog::is_demo() );
		$this->delivery_data();
		$this->assertTrue( Catalog::is_demo() );
	}
}
