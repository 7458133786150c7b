<?php
/**
 * Tests of the parcel: its box, its billed weight and whether it fits a
 * pickup point.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Delivery;

use PHPUnit\Framework\Attributes\DataProvider;
use Vitrina\Delivery\Parcel;
use Vitrina\Settings\Schema;
use Vitrina\Tests\TestCase;

/**
 * Issue 18 item 5: billed weight = max( real, volumetric ) + packaging, the
 * divisor and the packaging weight from the settings; a locker whose limits
 * the parcel exceeds does not take it.
 */
final class ParcelTest extends TestCase {

	/**
	 * The settings' divisor and packaging weight.
	 *
	 * @param int   $divisor   Volumetric divisor.
	 * @param float $packaging Packaging weight, kg.
	 */
	private function settings( int $divisor, float $packaging ): void {
		update_option(
			Schema::OPTION,
			array(
				'delivery_volumetric_divisor' => $divisor,
				'delivery_packaging_weight'   => $packaging,
			) + Schema::defaults()
		);
	}

	/**
	 * The settings' defaults: 5000 and 0 kg.
	 */
	public function test_the_defaults(): void {
		$defaults = Schema::defaults();
		$this->assertSame( 5000, $defaults['delivery_volumetric_divisor'] );
		$this->assertEquals( 0, $defaults['delivery_packaging_weight'] );
		$this->assertSame( 'delivery', Schema::definitions()['delivery_packaging_weight']['section'] );
		$this->assertSame( 'number', Schema::definitions()['delivery_packaging_weight']['type'] );
	}

	/**
	 * Billed weights: parcel, divisor, packaging, expected kg.
	 *
	 * @return array<string, array{0: array<string, float>, 1: int, 2: float, 3: float}>
	 */
	public static function weights(): array {
		$parcel = static fn( float $weight, float $l, float $w, float $h ): array => array(
			'weight' => $weight,
			'length' => $l,
			'width'  => $w,
			'height' => $h,
		);
		return array(
			'heavy and small: the real weight'    => array( $parcel( 3.0, 20, 10, 10 ), 5000, 0.0, 3.0 ),
			'light and bulky: the volumetric'     => array( $parcel( 1.0, 60, 40, 40 ), 5000, 0.0, 19.2 ),
			'another divisor'                     => array( $parcel( 1.0, 60, 40, 40 ), 4000, 0.0, 24.0 ),
			'packaging on top of the real weight' => array( $parcel( 3.0, 20, 10, 10 ), 5000, 0.25, 3.25 ),
			'packaging on top of the volumetric'  => array( $parcel( 1.0, 50, 40, 30 ), 5000, 0.5, 12.5 ),
			'no sides: the real weight'           => array( $parcel( 2.0, 0, 0, 0 ), 5000, 0.0, 2.0 ),
			'no weight, no sides: the packaging'  => array( $parcel( 0.0, 0, 0, 0 ), 5000, 0.3, 0.3 ),
			'exactly equal: either one'           => array( $parcel( 1.2, 30, 20, 10 ), 5000, 0.0, 1.2 ),
		);
	}

	/**
	 * The billed weight.
	 *
	 * @param array<string, float> $parcel    Parcel.
	 * @param int                  $divisor   Divisor.
	 * @param float                $packaging Packaging, kg.
	 * @param float                $expected  Billed weight, kg.
	 */
	#[DataProvider( 'weights' )]
	public function test_billed_weight( array $parcel, int $divisor, float $packaging, float $expected ): void {
		$this->settings( $divisor, $packaging );
		$this->assertEqualsWithDelta( $expected, Parcel::billed_weight( $parcel ), 0.0001 );
	}

	/**
	 * The box of the products: laid flat and stacked, whole cm up.
	 */
	public function test_the_box_of_the_products(): void {
		$this->assertSame(
			array(
				'length' => 0.0,
				'width'  => 0.0,
				'height' => 0.0,
			),
			Parcel::box( array() )
		);
		// Two pans 30 × 25 × 12 (given in any order) and a lid 32 × 32 × 2.5.
		$box = Parcel::box(
			array(
				array(
					'width'  => 12,
					'height' => 30,
					'length' => 25,
					'count'  => 2,
				),
				array(
					'width'  => 32,
					'height' => 2.5,
					'length' => 32,
					'count'  => 1,
				),
				array(
					'name'  => 'без размеров',
					'count' => 5,
				),
				array(
					'width'  => 10,
					'height' => 10,
					'count'  => 1,
				),
				'не товар',
			)
		);
		$this->assertSame(
			array(
				'length' => 32.0,
				'width'  => 32.0,
				'height' => 27.0,
			),
			$box,
			'32 × 32, 12 + 12 + 2.5 = 26.5 → 27 cm high; products without three sides are left out'
		);
	}

	/**
	 * A parcel from the widget parameters: numbers only, never negative.
	 */
	public function test_a_parcel_from_parameters(): void {
		$this->assertSame(
			array(
				'weight' => 2.5,
				'length' => 40.0,
				'width'  => 0.0,
				'height' => 0.0,
			),
			Parcel::from_params(
				array(
					'weight' => '2.5',
					'length' => 40,
					'width'  => -3,
					'height' => 'высокий',
				)
			)
		);
	}

	/**
	 * Fit cases: parcel, limits, packaging, whether it fits.
	 *
	 * @return array<string, array{0: array<string, float>, 1: array<string, float>, 2: float, 3: bool}>
	 */
	public static function fits_cases(): array {
		$locker = array(
			'weight' => 15.0,
			'length' => 64.0,
			'width'  => 41.0,
			'height' => 38.0,
		);
		$parcel = static fn( float $weight, float $l, float $w, float $h ): array => array(
			'weight' => $weight,
			'length' => $l,
			'width'  => $w,
			'height' => $h,
		);
		return array(
			'small parcel'                      => array( $parcel( 2, 30, 20, 10 ), $locker, 0.0, true ),
			'exactly the cell'                  => array( $parcel( 15, 64, 41, 38 ), $locker, 0.0, true ),
			'turned: sides compared sorted'     => array( $parcel( 2, 38, 64, 41 ), $locker, 0.0, true ),
			'one side too long'                 => array( $parcel( 2, 70, 20, 10 ), $locker, 0.0, false ),
			'too wide once sorted'              => array( $parcel( 2, 60, 45, 40 ), $locker, 0.0, false ),
			'too heavy'                         => array( $parcel( 16, 30, 20, 10 ), $locker, 0.0, false ),
			'heavy with the packaging'          => array( $parcel( 14.8, 30, 20, 10 ), $locker, 0.5, false ),
			'a bulky light parcel: real weight' => array( $parcel( 1, 60, 40, 38 ), $locker, 0.0, true ),
			'no limits: any parcel'             => array( $parcel( 100, 300, 200, 200 ), array(), 0.0, true ),
			'unknown sides: only the weight'    => array( $parcel( 2, 0, 0, 0 ), $locker, 0.0, true ),
			'only a longest side limit'         => array( $parcel( 2, 70, 10, 10 ), array( 'length' => 60.0 ), 0.0, false ),
			'only a weight limit'               => array( $parcel( 20, 10, 10, 10 ), array( 'weight' => 25.0 ), 0.0, true ),
		);
	}

	/**
	 * Whether a parcel fits a point.
	 *
	 * @param array<string, float> $parcel    Parcel.
	 * @param array<string, float> $limits    The point's limits.
	 * @param float                $packaging Packaging, kg.
	 * @param bool                 $expected  Fits.
	 */
	#[DataProvider( 'fits_cases' )]
	public function test_fits( array $parcel, array $limits, float $packaging, bool $expected ): void {
		$this->settings( 5000, $packaging );
		$this->assertSame( $expected, Parcel::fits( $parcel, $limits ) );
	}
}
